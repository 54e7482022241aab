import { useLingui } from '@lingui/react/macro';
import { TextField } from './Fields';

/**
 * A new password and its confirmation (`newPassword`, `confirmNewPassword`), as the password change
 * and the password reset ask for them.
 */
export function NewPasswordFields() {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="newPassword"
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="confirmNewPassword"
        label={t`Password Confirm`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
