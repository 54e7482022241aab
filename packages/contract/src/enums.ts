// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { components } from './schema';

/** Every value of the contract's `CancellationFeeType`, in its order. */
export const CANCELLATION_FEE_TYPES = [
  'FIXED',
  'SHARE',
] as const satisfies readonly components['schemas']['CancellationFeeType'][];

/** Every value of the contract's `ChangeActor`, in its order. */
export const CHANGE_ACTORS = [
  'customer',
  'administrator',
  'system',
] as const satisfies readonly components['schemas']['ChangeActor'][];

/** Every value of the contract's `EmailKind`, in its order. */
export const EMAIL_KINDS = [
  'bookingConfirmed',
  'reservationCancelled',
  'reservationChanged',
  'pickUpReminder',
  'welcome',
  'emailConfirmation',
  'passwordReset',
] as const satisfies readonly components['schemas']['EmailKind'][];

/** Every value of the contract's `EmailStatus`, in its order. */
export const EMAIL_STATUSES = [
  'queued',
  'sent',
  'failed',
] as const satisfies readonly components['schemas']['EmailStatus'][];

/** Every value of the contract's `FuelType`, in its order. */
export const FUEL_TYPES = [
  'Electricity',
  'Hybrid',
  'Gasoline',
  'Diesel',
  'Hydrogen',
  'LPG',
  'CNG',
] as const satisfies readonly components['schemas']['FuelType'][];

/** Every value of the contract's `ImageCopyWidth`, in its order. */
export const IMAGE_COPY_WIDTHS = [
  400, 800, 1280,
] as const satisfies readonly components['schemas']['ImageCopyWidth'][];

/** Every value of the contract's `Language`, in its order. */
export const LANGUAGES = [
  'en',
  'es',
] as const satisfies readonly components['schemas']['Language'][];

/** Every value of the contract's `QuoteLineKind`, in its order. */
export const QUOTE_LINE_KINDS = [
  'base',
  'season',
  'one-way',
  'young-driver',
  'tax',
] as const satisfies readonly components['schemas']['QuoteLineKind'][];

/** Every value of the contract's `RateUnit`, in its order. */
export const RATE_UNITS = [
  'week',
  'day',
  'hour',
] as const satisfies readonly components['schemas']['RateUnit'][];

/** Every value of the contract's `ReservationStatus`, in its order. */
export const RESERVATION_STATUSES = [
  'CREATED',
  'CANCELLED',
  'DONE',
] as const satisfies readonly components['schemas']['ReservationStatus'][];

/** Every value of the contract's `Role`, in its order. */
export const ROLES = [
  'Customer',
  'Administrator',
] as const satisfies readonly components['schemas']['Role'][];

/** Every value of the contract's `Transmission`, in its order. */
export const TRANSMISSIONS = [
  'Automatic',
  'Manuel',
  'Tiptronic',
] as const satisfies readonly components['schemas']['Transmission'][];
