import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <AuthForm<RegisterValues> label={t`Register`} schema={registerSchema} {...props}>
      <ProfileFields />
      <TextField name="password" label={t`Password`} type="password" autoComplete="new-password" />
      <TextField
        name="confirmPassword"
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
