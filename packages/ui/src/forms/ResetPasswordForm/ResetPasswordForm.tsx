import { Button } from '../../shell/Button';
import { TextField } from '../fields';
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
          <TextField
            name="newPassword"
            label="New Password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="confirmNewPassword"
            label="Password Confirm"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            Reset Password
          </Button>
        </>
      )}
    </RecoveryFormCard>
  );
}
