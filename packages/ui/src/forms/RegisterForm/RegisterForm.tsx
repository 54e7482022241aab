import { Button } from '../../shell/Button';
import { ProfileFields, TextField } from '../fields';
import { AuthFormBody } from '../LoginForm/styles';
import { registerSchema, type RegisterValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';

export interface RegisterFormProps {
  /** Resolve `true` after a successful registration to clear the form. */
  onSubmit: SubmitHandler<RegisterValues>;
  busy?: boolean;
  initialValues?: Partial<RegisterValues>;
}

export function RegisterForm({ onSubmit, busy = false, initialValues }: RegisterFormProps) {
  return (
    <AuthFormBody<RegisterValues>
      label="Register"
      schema={registerSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
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
