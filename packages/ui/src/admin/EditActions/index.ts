export { EditActions } from './EditActions';
export type { AdminRecordFormProps, EditActionsProps } from './EditActions';
