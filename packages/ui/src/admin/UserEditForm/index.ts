export { UserEditForm } from './UserEditForm';
export type { UserEditFormProps } from './UserEditForm';
