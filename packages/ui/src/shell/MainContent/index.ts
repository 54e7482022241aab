export { MainContent } from './MainContent';
export type { MainContentProps } from './MainContent';
