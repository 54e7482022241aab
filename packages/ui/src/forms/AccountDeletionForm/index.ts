export { AccountDeletionForm } from './AccountDeletionForm';
export type { AccountDeletionFormProps, AccountDeletionRefusal } from './AccountDeletionForm';
