import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <FormCard<PasswordChangeValues>
      label={t`Update Password`}
      schema={passwordChangeSchema}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Update Password</Trans>
          </FormTitle>
          <TextField
            name="oldPassword"
            label={t`Current Password`}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields />
          <Button type="submit" disabled={!canSubmit} busy={working}>
            <Trans>Update</Trans>
          </Button>
        </>
      )}
    </FormCard>
  );
}
