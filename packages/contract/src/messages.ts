import type { ApiErrorBody } from './types';

/** The contract's error `status` for each HTTP status the API answers. */
export const ERROR_STATUS_NAMES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<number, ApiErrorBody['status']>;

/** An HTTP status the API answers with the contract's error body. */
export type ErrorStatusCode = keyof typeof ERROR_STATUS_NAMES;

/** The `message` of each fixed answer, letter for letter as backend-behaviour.md gives it. */
export const API_MESSAGES = {
  registered: 'Registration Successfully Done',
  passwordChanged: 'Password Successfully Changed',
  userUpdated: 'User Successfully Updated',
  userDeleted: 'User Successfully Deleted',
  vehicleSaved: 'Car Successfully Saved',
  vehicleUpdated: 'Car Successfully Updated',
  vehicleDeleted: 'Car Successfully Deleted',
  imageUploaded: 'ImageFile Successfully Uploaded',
  imageDeleted: 'ImageFile Successfully Deleted',
  reservationCreated: 'Reservation Successfully Created',
  reservationUpdated: 'Reservation Successfully Updated',
  reservationDeleted: 'Reservation Successfully Deleted',
  reservationCancelled: 'Reservation Successfully Cancelled',
  reservationChanged: 'Reservation Successfully Changed',
  messageCreated: 'ContactMessage successfully created',
  messageDeleted: 'ContactMessage successfully deleted',
  passwordResetRequested:
    'If an account exists for this e-mail, a password reset link is on its way',
  passwordReset: 'Password Successfully Reset',
  emailConfirmed: 'Email Successfully Confirmed',
  confirmationEmailSent: 'Confirmation Email Sent',
  emailQueued: 'Email Successfully Queued',
  branchSaved: 'Branch Successfully Saved',
  driverDetailsUpdated: 'Driver Details Successfully Updated',
  accountDeleted: 'Account Successfully Deleted',
  branchUpdated: 'Branch Successfully Updated',
  branchDeleted: 'Branch Successfully Deleted',
  rentalRulesUpdated: 'Rental Rules Successfully Updated',
  seasonCreated: 'Season Successfully Created',
  seasonUpdated: 'Season Successfully Updated',
  seasonDeleted: 'Season Successfully Deleted',

  badCredentials: 'Bad credentials',
  passwordsNotMatched: 'Your passwords are not matched',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  builtIn: "You don't have any permission to change this data",
  tooManyRequests: 'Too many requests, please try again later',
  unsupportedContentType:
    'Unsupported Content-Type: send application/json (multipart/form-data for uploads)',
  uploadTooLarge: 'Maximum upload size exceeded',
  notAnImage: 'Only PNG or JPEG images are allowed',
  imageInUse: 'ImageFile is used by other car',
  licensePlateTaken: 'A vehicle with this license plate already exists',
  reservationTimesIncorrect: 'Reservation pick up time or drop off time not correct',
  vehicleNotAvailable: 'Car is not available for selected time',
  onlyUpcomingCancellable: 'Only upcoming reservations can be cancelled',
  onlyUpcomingChangeable: 'Only upcoming reservations can be changed',
  reservationClosed: "Reservation can't be updated for Canceled or done reservations",
  passwordConfirmationMismatch: 'confirmNewPassword: must match newPassword',
  registrationConfirmationMismatch: 'confirmPassword: must match password',
  accessDenied: 'Access denied',
  userInUse: "User couldn't be deleted. User is used by a reservation",
  vehicleInUse: "Car couldn't be deleted. Car is used by a reservation",
  fileRequired: 'file: is required',
  bodyRequired: 'body: is required',
  bodyNotJson: 'body: is not valid JSON',
  resetLinkInvalid: 'Password reset link is invalid or has expired',
  confirmationLinkInvalid: 'Email confirmation link is invalid or has expired',
  emailAlreadyConfirmed: 'Email is already confirmed',
  branchSlugTaken: 'A branch with this slug already exists',
  branchHasVehicles: "Branch couldn't be deleted. Vehicles belong to it",
  branchHasUpcomingReservations: "Branch couldn't be deleted. It has upcoming reservations",
  blockedPeriodSaved: 'Blocked Period Successfully Saved',
  blockedPeriodUpdated: 'Blocked Period Successfully Updated',
  blockedPeriodDeleted: 'Blocked Period Successfully Deleted',
  blockOverReservations:
    'The vehicle is booked in this period: move or cancel these reservations first',
  blockOverBlock: 'The vehicle is already blocked in this period',
  turnaroundOverReservations:
    "The vehicle's reservations are too close for this turnaround: move or cancel these reservations first",
  wrongPassword: 'Your password is not correct',
  accountHasUpcomingReservations: 'Cancel your upcoming reservations before deleting your account',
} as const;

export const notFoundMessage = (id: number | string) => `Resource with id ${id} not found`;
export const imageNotFoundMessage = (id: string) => `ImageFile with id ${id} not found`;
export const emailTakenMessage = (email: string) => `Email: ${email} already exist`;
/** The 409 of a season sharing a day with `season`, which it names with its dates. */
export const seasonOverlapMessage = (season: {
  name: string;
  startDate: string;
  endDate: string;
}) => `Overlaps the season ${season.name} (${season.startDate} to ${season.endDate})`;
/** The 400 of a booking or an edit longer than the limit (`MAX_RENTAL_DAYS` unless set otherwise). */
export const rentalTooLongMessage = (days: number) => `A rental may last at most ${days} days`;

/** A request parameter the shared rules refuse, and why. */
export interface ParameterProblem {
  parameter: string;
  reason: string;
}

/** The 400 message for a refused parameter, in the validation messages' form `<parameter>: <reason>`. */
export const parameterProblemMessage = ({ parameter, reason }: ParameterProblem) =>
  `${parameter}: ${reason}`;
