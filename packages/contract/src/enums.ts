// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { components } from './schema';

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
