import { TextField } from './Fields';

/**
 * A new password and its confirmation (`newPassword`, `confirmNewPassword`), as the password change
 * and the password reset ask for them.
 */
export function NewPasswordFields() {
  return (
    <>
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
    </>
  );
}
