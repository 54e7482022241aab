export { NoMatches } from './NoMatches';
export type { NoMatchesProps } from './NoMatches';
