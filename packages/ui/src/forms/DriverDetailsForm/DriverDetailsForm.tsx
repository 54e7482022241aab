import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from '../../shell/Button';
import { FormGrid, TextField } from '../fields';
import { driverDetailsSchema, type DriverDetailsCheck, type DriverDetailsValues } from '../schemas';
import type { FormProps } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';
import { FormNote, FormTitle } from './styles';

export interface DriverDetailsFormProps extends FormProps<DriverDetailsValues> {
  /** The saved details, if any; the form becomes pristine again whenever they change. */
  initialValues?: Partial<DriverDetailsValues>;
  /**
   * The host's rules for the dates (a birth in the future, a licence issued before the 16th
   * birthday, ...): the field refused and the message shown under it.
   */
  checkDetails?: DriverDetailsCheck;
  /** Greys every field out (a built-in account cannot be changed). */
  disabled?: boolean;
}

/**
 * The profile page's 'Driver details' card: date of birth and driving licence (number, issuing
 * country, issue and expiry dates), which a booking is judged by.
 */
export function DriverDetailsForm({ checkDetails, disabled, ...props }: DriverDetailsFormProps) {
  const { t } = useLingui();
  const context = useMemo(() => ({ checkDetails }), [checkDetails]);
  return (
    <FormCard<DriverDetailsValues>
      label={t`Driver details`}
      schema={driverDetailsSchema}
      context={context}
      {...props}
    >
      {({ canSubmit, working }) => (
        <>
          <FormTitle>
            <Trans>Driver details</Trans>
          </FormTitle>
          <FormNote>
            <Trans>
              Our insurer needs them to check that you may drive the vehicle you book. They are
              shown only to you and to our staff.
            </Trans>
          </FormNote>
          <FormNote>
            <Trans>
              We keep them while you have an account. Deleting your account erases them; the records
              of past rentals that the law requires us to keep then no longer name you.
            </Trans>
          </FormNote>
          <TextField
            name="dateOfBirth"
            label={t`Date of birth`}
            type="date"
            autoComplete="bday"
            disabled={disabled}
          />
          <FormGrid>
            <TextField name="licenseNumber" label={t`License number`} disabled={disabled} />
            <TextField
              name="licenseCountry"
              label={t`Issuing country`}
              placeholder="US"
              autoComplete="country"
              disabled={disabled}
            />
          </FormGrid>
          <FormGrid>
            <TextField
              name="licenseIssuedOn"
              label={t`License issued on`}
              type="date"
              disabled={disabled}
            />
            <TextField
              name="licenseExpiresOn"
              label={t`License expires on`}
              type="date"
              disabled={disabled}
            />
          </FormGrid>
          <Button type="submit" disabled={!canSubmit || disabled} busy={working}>
            <Trans>Save driver details</Trans>
          </Button>
        </>
      )}
    </FormCard>
  );
}
