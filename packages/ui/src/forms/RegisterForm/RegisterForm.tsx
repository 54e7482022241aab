import { Button } from '../../shell/Button';
import { ProfileFields, TextField } from '../fields';
import { AuthFormBody } from '../LoginForm/styles';
import { registerSchema, type RegisterValues } from '../schemas';
import type { FormProps } from '../SchemaForm';

/** `onSubmit` resolves `true` after a successful registration to clear the form. */
export type RegisterFormProps = FormProps<RegisterValues>;

export function RegisterForm(props: RegisterFormProps) {
  return (
    <AuthFormBody<RegisterValues> label="Register" schema={registerSchema} {...props}>
      {({ canSubmit, working }) => (
        <>
          <ProfileFields />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            Register
          </Button>
        </>
      )}
    </AuthFormBody>
  );
}
