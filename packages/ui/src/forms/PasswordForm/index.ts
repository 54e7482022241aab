export { PasswordForm } from './PasswordForm';
export type { PasswordFormProps } from './PasswordForm';
