export { BranchForm } from './BranchForm';
export type { BranchFormProps, BranchPositionPickerProps } from './BranchForm';
