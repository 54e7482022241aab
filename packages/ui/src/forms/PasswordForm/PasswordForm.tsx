import { Button } from '../../shell/Button';
import { TextField } from '../fields';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { FormTitle } from '../ProfileForm/styles';
import { passwordChangeSchema, type PasswordChangeValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';

export interface PasswordFormProps {
  /** Resolve `true` after a successful change to clear the form. */
  onSubmit: SubmitHandler<PasswordChangeValues>;
  /** The password change request is running. */
  busy?: boolean;
}

/**
 * The profile page's 'Update Password' card: the current password, then the new one twice.
 */
export function PasswordForm({ onSubmit, busy = false }: PasswordFormProps) {
  return (
    <FormCard<PasswordChangeValues>
      label="Update Password"
      schema={passwordChangeSchema}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>Update Password</FormTitle>
          <TextField
            name="oldPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields />
          <Button type="submit" disabled={!canSubmit} busy={working}>
            Update
          </Button>
        </>
      )}
    </FormCard>
  );
}
