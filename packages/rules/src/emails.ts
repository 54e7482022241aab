import type {
  Branch,
  Reservation,
  ReservationFieldChange as ContractFieldChange,
  Vehicle,
} from '@rentacar/contract';
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

/** One difference a change made, as its e-mail lists it and the reservation's history keeps it. */
export type ReservationFieldChange = ContractFieldChange;

/** A reservation as its changes compare it: its fields, and its vehicle by model. */
export type ReservationState = Pick<
  Reservation,
  'pickUpTime' | 'dropOffTime' | 'pickUpLocation' | 'dropOffLocation' | 'status' | 'totalPrice'
> & { vehicle: string };

const COMPARED_FIELDS = [
  'pickUpTime',
  'dropOffTime',
  'pickUpLocation',
  'dropOffLocation',
  'vehicle',
  'status',
  'totalPrice',
] as const satisfies readonly ReservationFieldChange['field'][];

/**
 * What changed between two states of a reservation, in a fixed order: what the customer is told
 * and the history keeps. Prices compare in whole cents, as stored.
 */
export function reservationChanges(
  before: ReservationState,
  after: ReservationState,
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

/**
 * The UID of a reservation's calendar event, the same in every e-mail about it: its id at the
 * site's host, so two sites' reservations never share one.
 */
export const reservationCalendarUid = (origin: string, reservationId: number): string =>
  `reservation-${reservationId}@${new URL(origin).hostname}`;

/**
 * Which calendar event an e-mail's `.ics` is and which version of it: a calendar replaces the
 * event of the same `uid` by one of a higher `sequence`.
 */
export interface ReservationCalendarStamp {
  uid: string;
  /** Raised by each change and the cancellation, so the newest e-mail's event wins. */
  sequence: number;
}

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
  calendar: ReservationCalendarStamp;
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
 * its branches when it has them and its calendar event at the reservation's `calendarSequence`.
 */
export function reservationEmailSummary(
  reservation: Reservation & { calendarSequence: number },
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
    calendar: {
      uid: reservationCalendarUid(origin, reservation.id),
      sequence: reservation.calendarSequence,
    },
  };
}
