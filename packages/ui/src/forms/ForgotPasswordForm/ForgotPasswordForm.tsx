import { Trans, useLingui } from '@lingui/react/macro';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { Button } from '../../shell/Button';
import { TextField } from '../fields';
import { FormTitle } from '../ProfileForm/styles';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { Hint, RecoveryFormCard, SentCard } from './styles';

export interface ForgotPasswordFormProps extends FormProps<ForgotPasswordValues> {
  /**
   * The answer to an accepted request (the same whether or not the account exists); the form
   * gives way to it. Absent until then.
   */
  sentMessage?: string;
  /** Where "Back to Login" goes. */
  loginHref?: string;
  /** Renders the links; pass your router's link (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
}

/** Asks for a password reset e-mail: the account's e-mail, then the answer in its place. */
export function ForgotPasswordForm({
  sentMessage,
  loginHref = '/login',
  linkComponent: Link = AnchorLink,
  ...props
}: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const backToLogin = (
    <Link href={loginHref}>
      <Trans>Back to Login</Trans>
    </Link>
  );
  if (sentMessage !== undefined) {
    return (
      <SentCard aria-label={t`Forgot password?`}>
        <FormTitle>
          <Trans>Forgot password?</Trans>
        </FormTitle>
        <Hint role="status">{sentMessage}</Hint>
        {backToLogin}
      </SentCard>
    );
  }
  return (
    <RecoveryFormCard<ForgotPasswordValues>
      label={t`Forgot password?`}
      schema={forgotPasswordSchema}
      {...props}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Forgot password?</Trans>
          </FormTitle>
          <Hint>
            <Trans>
              Enter the e-mail of your account: we send you a link to choose a new password.
            </Trans>
          </Hint>
          <TextField name="email" label={t`Email`} type="email" autoComplete="username" />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            <Trans>Send Reset Link</Trans>
          </Button>
          <Hint>{backToLogin}</Hint>
        </>
      )}
    </RecoveryFormCard>
  );
}
