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
  return (
    <RecoveryFormCard<PasswordResetValues>
      label="Reset Password"
      schema={passwordResetSchema}
      {...props}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>Reset Password</FormTitle>
          <NewPasswordFields />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            Reset Password
          </Button>
        </>
      )}
    </RecoveryFormCard>
  );
}
