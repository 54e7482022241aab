import { Button } from '../../shell/Button';
import { TextField } from '../fields';
import { loginSchema, type LoginValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { AuthFormBody } from './styles';

export type LoginFormProps = FormProps<LoginValues>;

export function LoginForm(props: LoginFormProps) {
  return (
    <AuthFormBody<LoginValues> label="Login" schema={loginSchema} {...props}>
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
