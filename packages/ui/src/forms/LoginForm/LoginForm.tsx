import { Trans, useLingui } from '@lingui/react/macro';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { TextField } from '../fields';
import { loginSchema, type LoginValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { AuthForm } from './AuthForm';
import { ForgotPasswordLine } from './styles';

export interface LoginFormProps extends FormProps<LoginValues> {
  /** Where "Forgot password?" goes (the password reset request); without it there is no link. */
  forgotPasswordHref?: string;
  /** Renders the link; pass your router's link (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
}

/**
 * E-mail and password, then Login; with `forgotPasswordHref`, a 'Forgot password?' link under it.
 * The Login tab of `AuthCard`.
 */
export function LoginForm({
  forgotPasswordHref,
  linkComponent: Link = AnchorLink,
  ...props
}: LoginFormProps) {
  const { t } = useLingui();
  return (
    <>
      <AuthForm<LoginValues> label={t`Login`} schema={loginSchema} {...props}>
        <TextField name="email" label={t`Email`} type="email" autoComplete="username" />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
        />
      </AuthForm>
      {forgotPasswordHref !== undefined && (
        <ForgotPasswordLine>
          <Link href={forgotPasswordHref}>
            <Trans>Forgot password?</Trans>
          </Link>
        </ForgotPasswordLine>
      )}
    </>
  );
}
