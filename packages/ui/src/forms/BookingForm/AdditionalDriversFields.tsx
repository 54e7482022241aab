import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { Button } from '../../shell/Button';
import { FormGrid, TextField } from '../fields';
import { useFieldMaxLength } from '../fields/FieldLimits';
import { MAX_ADDITIONAL_DRIVERS, type AdditionalDriverValues } from '../schemas';
import { DriverActions, DriverGroup, DriverGroupTitle } from './styles';

/** An entry being filled in: any field may still be missing. */
export type AdditionalDriverEntry = Partial<AdditionalDriverValues>;

/**
 * The booking's additional drivers, each a group of fields under its number with a Remove
 * button, and Add a driver below while fewer than the most a booking may name.
 */
export function AdditionalDriversFields({
  drivers,
  onDriversChange,
}: {
  drivers: readonly AdditionalDriverEntry[];
  onDriversChange?: (drivers: readonly AdditionalDriverEntry[]) => void;
}) {
  const { t } = useLingui();
  const form = useForm();
  // Each entry's field is named after its list position; its limit is that of the plain name.
  const maxLengthOf = {
    firstName: useFieldMaxLength('firstName', undefined),
    lastName: useFieldMaxLength('lastName', undefined),
    licenseNumber: useFieldMaxLength('licenseNumber', undefined),
    licenseCountry: useFieldMaxLength('licenseCountry', undefined),
  };
  useEffect(() => {
    onDriversChange?.(drivers);
  }, [drivers, onDriversChange]);
  const change = (next: AdditionalDriverEntry[]) => form.change('additionalDrivers', next);
  return (
    <>
      {drivers.map((_, index) => {
        const number = index + 1;
        const field = (name: keyof AdditionalDriverValues) => `additionalDrivers[${index}].${name}`;
        return (
          <DriverGroup key={index}>
            <DriverGroupTitle>
              <Trans>Additional driver {number}</Trans>
            </DriverGroupTitle>
            <FormGrid>
              <TextField
                name={field('firstName')}
                label={t`First name`}
                maxLength={maxLengthOf.firstName}
              />
              <TextField
                name={field('lastName')}
                label={t`Last name`}
                maxLength={maxLengthOf.lastName}
              />
              <TextField name={field('dateOfBirth')} label={t`Date of birth`} type="date" />
              <TextField
                name={field('licenseNumber')}
                label={t`License number`}
                maxLength={maxLengthOf.licenseNumber}
              />
              <TextField
                name={field('licenseCountry')}
                label={t`Issuing country`}
                maxLength={maxLengthOf.licenseCountry}
              />
              <TextField name={field('licenseIssuedOn')} label={t`License issued on`} type="date" />
              <TextField
                name={field('licenseExpiresOn')}
                label={t`License expires on`}
                type="date"
              />
            </FormGrid>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t`Remove additional driver ${number}`}
              onClick={() => change(drivers.filter((__, other) => other !== index))}
            >
              <Trans>Remove</Trans>
            </Button>
          </DriverGroup>
        );
      })}
      {drivers.length < MAX_ADDITIONAL_DRIVERS && (
        <DriverActions>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => change([...drivers, {}])}
          >
            <Trans>Add a driver</Trans>
          </Button>
        </DriverActions>
      )}
    </>
  );
}
