import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../shell/Button';
import { TextField } from '../fields';
import { FormTitle } from '../ProfileForm/styles';
import { accountDeletionSchema, type AccountDeletionValues } from '../schemas';
import type { SubmitHandler } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';
import { DeletionNote, Refusal } from './styles';

/** Why the last attempt deleted nothing. */
export type AccountDeletionRefusal = 'wrongPassword' | 'upcomingReservations';

export interface AccountDeletionFormProps {
  /** Receives the typed password; resolve `true` to clear the form. */
  onSubmit: SubmitHandler<AccountDeletionValues>;
  /** The deletion request is running. */
  busy?: boolean;
  /** The answer to the last attempt, shown above the button until the next one. */
  refusal?: AccountDeletionRefusal;
  /** A link to the customer's reservations, offered with the upcoming reservations refusal. */
  reservationsLink?: ReactNode;
  /** Greys the form out (a built-in account cannot be deleted). */
  disabled?: boolean;
}

/**
 * The profile page's 'Delete my account' card: what deleting erases and keeps, and the account's
 * password to confirm it.
 */
export function AccountDeletionForm({
  onSubmit,
  busy = false,
  refusal,
  reservationsLink,
  disabled = false,
}: AccountDeletionFormProps) {
  const { t } = useLingui();
  return (
    <FormCard<AccountDeletionValues>
      label={t`Delete my account`}
      schema={accountDeletionSchema}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Delete my account</Trans>
          </FormTitle>
          <DeletionNote>
            <Trans>
              This erases your profile, your driver details, your messages to us and the e-mails we
              sent you, and you can no longer log in. Your past rentals stay in our records, as the
              law requires, without your name or contact details. Cancel upcoming reservations
              first.
            </Trans>
          </DeletionNote>
          <TextField
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            disabled={disabled}
          />
          {refusal === 'wrongPassword' && (
            <Refusal role="alert">
              <Trans>Your password is not correct</Trans>
            </Refusal>
          )}
          {refusal === 'upcomingReservations' && (
            <Refusal role="alert">
              <Trans>Cancel your upcoming reservations before deleting your account</Trans>
              {reservationsLink !== undefined && <> {reservationsLink}</>}
            </Refusal>
          )}
          <Button type="submit" variant="danger" disabled={!canSubmit || disabled} busy={working}>
            <Trans>Delete my account</Trans>
          </Button>
        </>
      )}
    </FormCard>
  );
}
