export { PageSection } from './PageSection';
export type { PageSectionProps } from './PageSection';
