export { BranchSelect } from './BranchSelect';
export type { BranchOption, BranchSelectProps } from './BranchSelect';
