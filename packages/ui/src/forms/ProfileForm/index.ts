export { ProfileForm } from './ProfileForm';
export type { ProfileFormProps } from './ProfileForm';
