import { msg } from '@lingui/core/macro';
import { object, string, type InferType } from 'yup';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Letters and digits, with single spaces or dashes between them (the contract's licence number). */
const LICENSE_NUMBER_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** An ISO 3166-1 alpha-2 country code in capitals (`US`). */
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

export const calendarDate = (message: ReturnType<typeof msg>) =>
  string().required(message).matches(CALENDAR_DATE, message);

/** A licence number as the contract takes it; `required` when blank. */
export const licenseNumber = (required: ReturnType<typeof msg>) =>
  string()
    .trim()
    .required(required)
    .matches(
      LICENSE_NUMBER_PATTERN,
      msg`Use letters and digits, with spaces or dashes between them`,
    );

/** A licence's issuing country as the contract takes it; `required` when blank. */
export const licenseCountry = (required: ReturnType<typeof msg>) =>
  string()
    .trim()
    .uppercase()
    .required(required)
    .matches(COUNTRY_CODE_PATTERN, msg`Enter the two-letter country code, such as US`);

const driverDetailsFields = object({
  dateOfBirth: calendarDate(msg`Please enter your date of birth`),
  licenseNumber: licenseNumber(msg`Please enter your license number`),
  licenseCountry: licenseCountry(msg`Please enter the country that issued your license`),
  licenseIssuedOn: calendarDate(msg`Please enter the date your license was issued`),
  licenseExpiresOn: calendarDate(msg`Please enter the date your license expires`),
});

export type DriverDetailsValues = InferType<typeof driverDetailsFields>;

/** The rule the host judges the dates by: the field it refuses and why, in the reader's words. */
export type DriverDetailsCheck = (
  values: DriverDetailsValues,
) => { field: keyof DriverDetailsValues; message: string } | undefined;

/** The details' own rules, then the host's `checkDetails` (the validation context's). */
export const driverDetailsSchema = driverDetailsFields.test(
  'host-rules',
  function hostRules(values) {
    const check = (this.options.context as { checkDetails?: DriverDetailsCheck } | undefined)
      ?.checkDetails;
    // The host's rules read whole dates: they wait until every field is filled in and well formed.
    const problem = driverDetailsFields.isValidSync(values) ? check?.(values) : undefined;
    return problem ? this.createError({ path: problem.field, message: problem.message }) : true;
  },
);
