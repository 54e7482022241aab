import { object, ref, string, type InferType } from 'yup';
import { emailField, profileFields, strongPassword } from './fields';

export const loginSchema = object({
  email: emailField(),
  password: string().required('Please enter your password'),
});

export const registerSchema = object({
  ...profileFields,
  password: strongPassword().required('Please enter your password'),
  confirmPassword: string()
    .required("Password fields don't match")
    .oneOf([ref('password')], "Password fields don't match"),
});

export const passwordChangeSchema = object({
  oldPassword: string().required('Please enter your current password'),
  newPassword: strongPassword().required('Please enter your new password'),
  confirmNewPassword: string()
    .required('Please re-enter your new password')
    .oneOf([ref('newPassword')], "Password fields doesn't match"),
});

export type LoginValues = InferType<typeof loginSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;
