import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  API_MESSAGES,
  readValidationMessage,
  type ValidationProblem,
  type ValidationReasonKey,
} from '@rentacar/contract';

type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * Each fixed message the API answers (`API_MESSAGES`: the wire stays the spec's English), as the
 * app shows it in the active language. The English text is the API's, letter for letter.
 */
const TRANSLATED: Record<ApiMessageKey, MessageDescriptor> = {
  registered: msg`Registration Successfully Done`,
  passwordChanged: msg`Password Successfully Changed`,
  userUpdated: msg`User Successfully Updated`,
  userDeleted: msg`User Successfully Deleted`,
  vehicleSaved: msg`Car Successfully Saved`,
  vehicleUpdated: msg`Car Successfully Updated`,
  vehicleDeleted: msg`Car Successfully Deleted`,
  imageUploaded: msg`ImageFile Successfully Uploaded`,
  imageDeleted: msg`ImageFile Successfully Deleted`,
  reservationCreated: msg`Reservation Successfully Created`,
  reservationUpdated: msg`Reservation Successfully Updated`,
  reservationDeleted: msg`Reservation Successfully Deleted`,
  reservationCancelled: msg`Reservation Successfully Cancelled`,
  reservationChanged: msg`Reservation Successfully Changed`,
  messageCreated: msg`ContactMessage successfully created`,
  messageDeleted: msg`ContactMessage successfully deleted`,
  passwordResetRequested: msg`If an account exists for this e-mail, a password reset link is on its way`,
  passwordReset: msg`Password Successfully Reset`,
  emailConfirmed: msg`Email Successfully Confirmed`,
  confirmationEmailSent: msg`Confirmation Email Sent`,
  emailQueued: msg`Email Successfully Queued`,
  badCredentials: msg`Bad credentials`,
  passwordsNotMatched: msg`Your passwords are not matched`,
  authenticationRequired: msg`Authentication required`,
  invalidToken: msg`Invalid or expired token`,
  builtIn: msg`You don't have any permission to change this data`,
  tooManyRequests: msg`Too many requests, please try again later`,
  unsupportedContentType: msg`Unsupported Content-Type: send application/json (multipart/form-data for uploads)`,
  uploadTooLarge: msg`Maximum upload size exceeded`,
  notAnImage: msg`Only PNG or JPEG images are allowed`,
  imageInUse: msg`ImageFile is used by other car`,
  licensePlateTaken: msg`A vehicle with this license plate already exists`,
  reservationTimesIncorrect: msg`Reservation pick up time or drop off time not correct`,
  vehicleNotAvailable: msg`Car is not available for selected time`,
  onlyUpcomingCancellable: msg`Only upcoming reservations can be cancelled`,
  onlyUpcomingChangeable: msg`Only upcoming reservations can be changed`,
  reservationClosed: msg`Reservation can't be updated for Canceled or done reservations`,
  passwordConfirmationMismatch: msg`confirmNewPassword: must match newPassword`,
  registrationConfirmationMismatch: msg`confirmPassword: must match password`,
  accessDenied: msg`Access denied`,
  userInUse: msg`User couldn't be deleted. User is used by a reservation`,
  vehicleInUse: msg`Car couldn't be deleted. Car is used by a reservation`,
  fileRequired: msg`file: is required`,
  bodyRequired: msg`body: is required`,
  bodyNotJson: msg`body: is not valid JSON`,
  resetLinkInvalid: msg`Password reset link is invalid or has expired`,
  confirmationLinkInvalid: msg`Email confirmation link is invalid or has expired`,
  emailAlreadyConfirmed: msg`Email is already confirmed`,
  branchSaved: msg`Branch Successfully Saved`,
  driverDetailsUpdated: msg`Driver Details Successfully Updated`,
  branchUpdated: msg`Branch Successfully Updated`,
  branchDeleted: msg`Branch Successfully Deleted`,
  rentalRulesUpdated: msg`Rental Rules Successfully Updated`,
  seasonCreated: msg`Season Successfully Created`,
  seasonUpdated: msg`Season Successfully Updated`,
  seasonDeleted: msg`Season Successfully Deleted`,
  branchSlugTaken: msg`A branch with this slug already exists`,
  branchHasVehicles: msg`Branch couldn't be deleted. Vehicles belong to it`,
  branchHasUpcomingReservations: msg`Branch couldn't be deleted. It has upcoming reservations`,
  blockedPeriodSaved: msg`Blocked Period Successfully Saved`,
  blockedPeriodUpdated: msg`Blocked Period Successfully Updated`,
  blockedPeriodDeleted: msg`Blocked Period Successfully Deleted`,
  blockOverReservations: msg`The vehicle is booked in this period: move or cancel these reservations first`,
  blockOverBlock: msg`The vehicle is already blocked in this period`,
  turnaroundOverReservations: msg`The vehicle's reservations are too close for this turnaround: move or cancel these reservations first`,
  accountDeleted: msg`Account Successfully Deleted`,
  wrongPassword: msg`Your password is not correct`,
  accountHasUpcomingReservations: msg`Cancel your upcoming reservations before deleting your account`,
};

const KEY_OF_MESSAGE = new Map<string, ApiMessageKey>(
  Object.entries(API_MESSAGES).map(([key, message]) => [message, key as ApiMessageKey]),
);

/** The API's messages that name values (`notFoundMessage`, ... of `@rentacar/contract`). */
const WITH_VALUE: [RegExp, (...values: string[]) => MessageDescriptor][] = [
  [/^Resource with id (.+) not found$/, (id) => msg`Resource with id ${id} not found`],
  [/^ImageFile with id (.+) not found$/, (id) => msg`ImageFile with id ${id} not found`],
  [/^Email: (.+) already exist$/, (email) => msg`Email: ${email} already exist`],
  [/^A rental may last at most (\d+) days$/, (days) => msg`A rental may last at most ${days} days`],
  [
    /^Overlaps the season (.+) \((\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\)$/,
    (name, start, end) => msg`Overlaps the season ${name} (${start} to ${end})`,
  ],
];

/**
 * Each reason of the contract's validation messages (`VALIDATION_REASONS`), as the app shows it.
 * Values (bounds, field names, allowed values) stay as the API wrote them.
 */
const REASONS: {
  [Key in ValidationReasonKey]: (
    values: Extract<ValidationProblem, { reason: Key }>['values'],
  ) => MessageDescriptor;
} = {
  required: () => msg`is required`,
  invalid: () => msg`is invalid`,
  notEmpty: () => msg`must not be empty`,
  lengthBetween: ({ min, max }) => msg`must be between ${min} and ${max} characters`,
  minLength: ({ min }) => msg`must be at least ${min} characters`,
  maxLength: ({ max }) => msg`must be at most ${max} characters`,
  maximum: ({ limit }) => msg`must be at most ${limit}`,
  minimum: ({ limit }) => msg`must be at least ${limit}`,
  greaterThan: ({ limit }) => msg`must be greater than ${limit}`,
  decimalPlaces: ({ decimals }) => msg`must have at most ${decimals} decimal places`,
  multipleOf: ({ step }) => msg`must be a multiple of ${step}`,
  oneOf: ({ values }) => msg`must be one of ${values}`,
  email: () => msg`must be a valid email`,
  uuid: () => msg`must be a valid UUID`,
  decimalNumber: () => msg`must be a decimal number`,
  format: () => msg`must match the required format`,
  formatLike: ({ example }) => msg`must match the required format (e.g. ${example})`,
  controlCharacters: () => msg`must not contain control characters`,
  controlCharactersButBreaks: () =>
    msg`must not contain control characters other than tabs and line breaks`,
  emailLinkToken: () => msg`must be a token from an e-mail link`,
  slug: () => msg`must be lowercase letters and digits separated by single hyphens`,
  timeZone: () => msg`must be an IANA time zone`,
  clockTime: () => msg`must be a time HH:mm`,
  closingTime: () => msg`must be a time HH:mm (24:00 for midnight)`,
  calendarDate: () => msg`must be a date YYYY-MM-DD`,
  licenseNumber: () => msg`must be letters, digits, spaces or dashes`,
  realDateTime: () => msg`must be a real date and time`,
  payloadDateTime: () => msg`must be a date-time MM/dd/yyyy HH:mm:ss`,
  after: ({ other }) => msg`must be after ${other}`,
  daysAfter: ({ days, other }) => msg`must be at most ${days} days after ${other}`,
  requiredWith: ({ other }) => msg`is required with ${other}`,
  realDate: () => msg`must be a real date`,
  once: () => msg`must appear only once`,
  existingBranch: () => msg`must be an existing branch`,
  vehicleBranch: ({ branch }) => msg`must be the vehicle's branch (${branch})`,
  notInFuture: () => msg`must not be in the future`,
  notBeforeBirthday: ({ age }) => msg`must be on or after the driver's ${age}th birthday`,
  notBefore: ({ other }) => msg`must not be before ${other}`,
  notZero: () => msg`must not be 0`,
};

/** A validation message with its reason in the active language; the field keeps its API name. */
function translateValidation(i18n: I18n, { field, reason, values }: ValidationProblem): string {
  const describe = REASONS[reason] as (given: typeof values) => MessageDescriptor;
  return `${field}: ${i18n._(describe(values))}`;
}

/**
 * A message the API answered, in the active language: a fixed message by its key, one naming a
 * record by its pattern, a validation message by its reason's key; any other (a newer server's)
 * stays as sent.
 */
export function translateApiMessage(i18n: I18n, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key !== undefined) return i18n._(TRANSLATED[key]);
  for (const [pattern, describe] of WITH_VALUE) {
    const [, ...values] = pattern.exec(message) ?? [];
    if (values.length > 0) return i18n._(describe(...values));
  }
  const problem = readValidationMessage(message);
  return problem === undefined ? message : translateValidation(i18n, problem);
}
