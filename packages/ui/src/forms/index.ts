export * from './schemas';
export { validateWithSchema } from './validation/validateWithSchema';
export type { FormProps, SubmitHandler } from './SchemaForm';
export * from './AccountDeletionForm';
export * from './AuthCard';
export * from './BookingForm';
export * from './ContactForm';
export * from './DriverDetailsForm';
export * from './ForgotPasswordForm';
export * from './LoginForm';
export * from './PasswordForm';
export * from './ProfileForm';
export * from './ReservationChangeForm';
export * from './RegisterForm';
export * from './ResetPasswordForm';
export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps, SchemaFormRenderState } from './SchemaForm';
export {
  TextField,
  TextAreaField,
  PhoneField,
  SelectField,
  CheckboxField,
  CheckboxGroupField,
  ProfileFields,
  FieldLimits,
  FormGrid,
  Actions as FormActions,
} from './fields';
export type {
  FieldProps,
  TextFieldProps,
  TextAreaFieldProps,
  PhoneFieldProps,
  SelectFieldProps,
  SelectOption,
  CheckboxFieldProps,
  CheckboxGroupFieldProps,
  ProfileFieldsProps,
  FieldLimitsProps,
  FieldMaxLengths,
} from './fields';
