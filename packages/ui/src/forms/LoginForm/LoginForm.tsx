import { TextField } from '../fields';
import { loginSchema, type LoginValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { AuthForm } from './AuthForm';

export type LoginFormProps = FormProps<LoginValues>;

export function LoginForm(props: LoginFormProps) {
  return (
    <AuthForm<LoginValues> label="Login" schema={loginSchema} {...props}>
      <TextField name="email" label="Email" type="email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
    </AuthForm>
  );
}
