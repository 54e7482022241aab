export * from './BranchCard';
export * from './BranchContact';
export * from './BranchMap';
export * from './BranchSearch';
export * from './BranchSelect';
export * from './OpeningHours';
export { branchAddressLine, branchHref, directionsHref, EMPTY_BRANCH_SEARCH } from './types';
export type { BranchClosureDay, BranchSearchValues, BranchSummary, OpeningInterval } from './types';
