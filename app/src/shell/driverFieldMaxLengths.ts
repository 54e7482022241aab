import { COUNTRY_CODE_MAX_LENGTH, LICENSE_NUMBER_MAX_LENGTH } from '@rentacar/contract';
import type { FieldMaxLengths } from '@rentacar/ui';
import { FIELD_MAX_LENGTHS } from './fieldMaxLengths';

/**
 * The limits of the forms that take a driver's licence (the profile's driver details, a
 * booking's additional drivers): kept out of `FIELD_MAX_LENGTHS`, whose every byte is in the
 * first visit, and given by those forms' screens.
 */
export const DRIVER_FIELD_MAX_LENGTHS: FieldMaxLengths = {
  ...FIELD_MAX_LENGTHS,
  licenseNumber: LICENSE_NUMBER_MAX_LENGTH,
  licenseCountry: COUNTRY_CODE_MAX_LENGTH,
};
