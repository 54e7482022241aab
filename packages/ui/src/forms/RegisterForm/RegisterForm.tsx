import { ProfileFields, TextField } from '../fields';
import { AuthForm } from '../LoginForm/AuthForm';
import { registerSchema, type RegisterValues } from '../schemas';
import type { FormProps } from '../SchemaForm';

/** `onSubmit` resolves `true` after a successful registration to clear the form. */
export type RegisterFormProps = FormProps<RegisterValues>;

/**
 * The profile fields, a password and its confirmation, then Register. The Register tab of
 * `AuthCard`.
 */
export function RegisterForm(props: RegisterFormProps) {
  return (
    <AuthForm<RegisterValues> label="Register" schema={registerSchema} {...props}>
      <ProfileFields />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
