export { BranchContact } from './BranchContact';
export type { BranchContactProps } from './BranchContact';
