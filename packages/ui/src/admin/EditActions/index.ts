export { EditActions } from './EditActions';
export type { EditActionsProps } from './EditActions';
