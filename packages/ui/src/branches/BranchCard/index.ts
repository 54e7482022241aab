export { BranchCard, BranchCards } from './BranchCard';
export type { BranchCardProps, BranchCardsProps } from './BranchCard';
