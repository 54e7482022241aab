export * from './BranchCard';
export * from './BranchContact';
export * from './BranchMap';
export * from './BranchSearch';
export * from './BranchSelect';
export * from './OpeningHours';
export { branchAddressLine, branchHref, directionsHref } from './types';
export type { BranchClosureDay, BranchSummary, OpeningInterval } from './types';
