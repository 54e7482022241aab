import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { FormTitle } from '../ProfileForm/styles';
import { passwordResetSchema, type PasswordResetValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { RecoveryFormCard } from '../ForgotPasswordForm/styles';

export type ResetPasswordFormProps = FormProps<PasswordResetValues>;

/**
 * The page a password reset e-mail links to: a new password and its confirmation, with the
 * password rules and messages of the password change.
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { t } = useLingui();
  return (
    <RecoveryFormCard<PasswordResetValues>
      label={t`Reset Password`}
      schema={passwordResetSchema}
      {...props}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Reset Password</Trans>
          </FormTitle>
          <NewPasswordFields />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            <Trans>Reset Password</Trans>
          </Button>
        </>
      )}
    </RecoveryFormCard>
  );
}
