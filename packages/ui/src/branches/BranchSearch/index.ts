export { BranchSearch } from './BranchSearch';
export type { BranchSearchProps } from './BranchSearch';
