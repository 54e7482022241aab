export { BranchSearch, EMPTY_BRANCH_SEARCH } from './BranchSearch';
export type { BranchSearchProps, BranchSearchValues } from './BranchSearch';
