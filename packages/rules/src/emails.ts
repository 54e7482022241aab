import type { Branch, Reservation, Vehicle } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { LOCAL_ISO_DATE_TIME_FORMAT } from './dates';
import { toCents } from './money';

/** How long a password reset link works: the contract's 30 minutes. */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;
/** How long an e-mail confirmation link works. */
export const EMAIL_CONFIRMATION_TOKEN_DAYS = 7;

/** The app's pages an e-mail links to, so the mock, the server and the app's routes agree. */
export const EMAIL_LINK_PATHS = {
  reservations: '/user/reservations',
  passwordReset: '/reset-password',
  emailConfirmation: '/confirm-email',
} as const;

/** Absolute link to the customer's page of a reservation. */
export const reservationLink = (origin: string, reservationId: number): string =>
  `${origin}${EMAIL_LINK_PATHS.reservations}/${reservationId}`;

/** Absolute link to the customer's list of reservations (a deleted one has no page left). */
export const reservationsLink = (origin: string): string =>
  `${origin}${EMAIL_LINK_PATHS.reservations}`;

/** Absolute link to the page that sets a new password with `token`. */
export const passwordResetLink = (origin: string, token: string): string =>
  `${origin}${EMAIL_LINK_PATHS.passwordReset}?token=${encodeURIComponent(token)}`;

/** Absolute link to the page that confirms an e-mail address with `token`. */
export const emailConfirmationLink = (origin: string, token: string): string =>
  `${origin}${EMAIL_LINK_PATHS.emailConfirmation}?token=${encodeURIComponent(token)}`;

/** One difference an administrator's edit made, as a reservationChanged e-mail lists it. */
export interface ReservationFieldChange {
  field:
    'pickUpTime' | 'dropOffTime' | 'pickUpLocation' | 'dropOffLocation' | 'status' | 'totalPrice';
  before: string;
  after: string;
}

type ReservationView = Pick<
  Reservation,
  'pickUpTime' | 'dropOffTime' | 'pickUpLocation' | 'dropOffLocation' | 'status' | 'totalPrice'
>;

const COMPARED_FIELDS = [
  'pickUpTime',
  'dropOffTime',
  'pickUpLocation',
  'dropOffLocation',
  'status',
  'totalPrice',
] as const satisfies readonly ReservationFieldChange['field'][];

/**
 * What the customer sees changed between two states of a reservation, in a fixed order (the
 * vehicle itself shows through its price). Prices compare in whole cents, as stored.
 */
export function reservationChanges(
  before: ReservationView,
  after: ReservationView,
): ReservationFieldChange[] {
  return COMPARED_FIELDS.flatMap((field) => {
    const [was, is] =
      field === 'totalPrice'
        ? [before.totalPrice.toFixed(2), after.totalPrice.toFixed(2)]
        : [String(before[field]), String(after[field])];
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/**
 * The pick-up times whose reminder is due at `now` (office wall-clock): after now, at most a day
 * ahead. A job that finds a CREATED reservation in it queues its reminder once.
 */
export function pickUpReminderWindow(now: string): { after: string; atMost: string } {
  return {
    after: now,
    atMost: DateTime.fromISO(now).plus({ days: 1 }).toFormat(LOCAL_ISO_DATE_TIME_FORMAT),
  };
}

/** The outbox's dedupe key of a reservation's reminder: at most one row per reservation. */
export const reminderDedupeKey = (reservationId: number): string => `reminder:${reservationId}`;

/** What a reservation e-mail tells of a branch: where it is, how to call it, when it is open. */
export type EmailBranch = Pick<
  Branch,
  | 'name'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phoneNumber'
  | 'timeZone'
  | 'openingHours'
>;

/** A reservation as every reservation e-mail shows it (the e-mail package's ReservationSummary). */
export interface ReservationEmailSummary {
  reference: number;
  vehicleName: string;
  /** The pick-up branch's wall-clock time (the office's for a reservation without branches). */
  pickUpTime: string;
  /** The drop-off branch's wall-clock time (the office's for a reservation without branches). */
  dropOffTime: string;
  pickUpLocation: string;
  dropOffLocation: string;
  /** Absent for a reservation made before branches. */
  pickUpBranch?: EmailBranch;
  dropOffBranch?: EmailBranch;
  totalPriceInCents: number;
  link: string;
}

const emailBranch = ({
  name,
  address,
  city,
  zipCode,
  country,
  latitude,
  longitude,
  phoneNumber,
  timeZone,
  openingHours,
}: Branch): EmailBranch => ({
  name,
  address,
  city,
  zipCode,
  country,
  latitude,
  longitude,
  phoneNumber,
  timeZone,
  openingHours,
});

/**
 * The summary of `reservation` of `vehicle` for an e-mail, linking to the site at `origin`, with
 * its branches when it has them.
 */
export function reservationEmailSummary(
  reservation: Reservation,
  vehicle: Pick<Vehicle, 'model'>,
  origin: string,
  branches: { pickUp?: Branch | undefined; dropOff?: Branch | undefined } = {},
): ReservationEmailSummary {
  return {
    ...(branches.pickUp === undefined ? {} : { pickUpBranch: emailBranch(branches.pickUp) }),
    ...(branches.dropOff === undefined ? {} : { dropOffBranch: emailBranch(branches.dropOff) }),
    reference: reservation.id,
    vehicleName: vehicle.model,
    pickUpTime: reservation.pickUpTime,
    dropOffTime: reservation.dropOffTime,
    pickUpLocation: reservation.pickUpLocation,
    dropOffLocation: reservation.dropOffLocation,
    totalPriceInCents: toCents(reservation.totalPrice),
    link: reservationLink(origin, reservation.id),
  };
}
