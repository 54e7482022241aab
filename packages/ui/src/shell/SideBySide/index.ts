export { mainColumnImageSizes, SideBySide } from './SideBySide';
export type { SideBySideProps, SideBySideSplit } from './SideBySide';
