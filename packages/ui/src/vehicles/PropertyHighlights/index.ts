export { PropertyHighlights } from './PropertyHighlights';
export type { PropertyHighlightsProps } from './PropertyHighlights';
export { PropertyList } from './PropertyList';
export type { PropertyListProps } from './PropertyList';
