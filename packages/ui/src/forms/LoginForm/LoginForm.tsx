import { Button } from '../../shell/Button';
import { TextField } from '../fields';
import { loginSchema, type LoginValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { AuthFormBody } from './styles';

export interface LoginFormProps {
  onSubmit: SubmitHandler<LoginValues>;
  busy?: boolean;
  initialValues?: Partial<LoginValues>;
}

export function LoginForm({ onSubmit, busy = false, initialValues }: LoginFormProps) {
  return (
    <AuthFormBody<LoginValues>
      label="Login"
      schema={loginSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          <TextField name="email" label="Email" type="email" autoComplete="username" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            Login
          </Button>
        </>
      )}
    </AuthFormBody>
  );
}
