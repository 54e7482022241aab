export { BranchCard } from './BranchCard';
export type { BranchCardProps } from './BranchCard';
