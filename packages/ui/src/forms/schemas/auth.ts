import { msg } from '@lingui/core/macro';
import { object, ref, string, type InferType } from 'yup';
import { emailField, profileFields, strongPassword } from './fields';

export const loginSchema = object({
  email: emailField(),
  password: string().required(msg`Please enter your password`),
});

export const registerSchema = object({
  ...profileFields,
  password: strongPassword().required(msg`Please enter your password`),
  confirmPassword: string()
    .required(msg`Password fields don't match`)
    .oneOf([ref('password')], msg`Password fields don't match`),
});

/** A new password and its confirmation, as the password change and the reset ask for them. */
const newPasswordFields = {
  newPassword: strongPassword().required(msg`Please enter your new password`),
  confirmNewPassword: string()
    .required(msg`Please re-enter your new password`)
    .oneOf([ref('newPassword')], msg`Password fields doesn't match`),
};

export const passwordChangeSchema = object({
  oldPassword: string().required(msg`Please enter your current password`),
  ...newPasswordFields,
});

/** Deleting one's own account: confirmed with the account's password. */
export const accountDeletionSchema = object({
  password: string().required(msg`Please enter your password`),
});

/** The "Forgot password?" request: the account's e-mail. */
export const forgotPasswordSchema = object({
  email: emailField(),
});

/** The reset page of a password reset e-mail: the password rules of a change, without the old one. */
export const passwordResetSchema = object(newPasswordFields);

export type LoginValues = InferType<typeof loginSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;
export type AccountDeletionValues = InferType<typeof accountDeletionSchema>;
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
export type PasswordResetValues = InferType<typeof passwordResetSchema>;
