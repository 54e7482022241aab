export { AdminHeading } from './AdminHeading';
export type { AdminHeadingProps } from './AdminHeading';
