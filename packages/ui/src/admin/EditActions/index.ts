export { EditActions } from './EditActions';
export type { AdminRecordFormProps, EditActionsProps } from './EditActions';
export { AdminEditForm } from './AdminEditForm';
export type { AdminEditFormProps } from './AdminEditForm';
