import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { branchAddressLine } from '@rentacar/rules/branches';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EmailContext } from './format';
import type { EmailAttachment, EmailRecipient, ReservationSummary } from './types';

/**
 * What the `.ics` asks of the customer's calendar (RFC 5546): to add or move the one event
 * (`request`: a booking, a change, a reminder) or to remove it (`cancel`).
 */
export type CalendarAction = 'request' | 'cancel';

const METHODS = {
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
} as const satisfies Record<CalendarAction, ICalCalendarMethod>;

/**
 * The VTIMEZONE block of an IANA zone, which RFC 5545 asks for beside every TZID: without it a
 * calendar may read the times as its own zone's. The library's data is plain JavaScript, so the
 * mock renders the same file in the browser as the server does in Node.
 */
function timeZoneBlock(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** A local time of a zone as a point in time, for the calendar to write back with its TZID. */
const inZone = (localDateTime: string, timeZone: string) =>
  DateTime.fromISO(localDateTime, { zone: timeZone });

/**
 * `reservation-<reference>.ics`: one event from pick-up to drop-off in the pick-up branch's time
 * zone (the drop-off instant written in it too; the office's zone before branches), at the
 * branch's address and map position (`LOCATION`, `GEO`).
 * Its UID is the same in every e-mail about the reservation and its SEQUENCE rises with each
 * change, so Google Calendar, Outlook and Apple Calendar move or remove the one event instead of
 * adding a second. The site organises it and the customer attends, as iTIP asks of a request or
 * a cancellation; nothing waits for an answer.
 */
export function reservationCalendar(
  reservation: ReservationSummary,
  recipient: EmailRecipient,
  action: CalendarAction,
  { siteName, timeZone, language, i18n, calendarOrganizer }: EmailContext,
): EmailAttachment {
  const method = METHODS[action];
  const calendar = ical({
    prodId: { company: siteName, product: 'reservations', language: language.toUpperCase() },
    method,
    // The zone goes on the event only: a calendar-wide zone would write DTSTAMP in local time,
    // where RFC 5545 wants UTC. The generator still adds the event zone's VTIMEZONE.
    timezone: { name: null, generator: timeZoneBlock },
  });
  const { pickUpBranch, dropOffBranch } = reservation;
  const eventZone = pickUpBranch?.timeZone ?? timeZone;
  calendar.createEvent({
    id: reservation.calendar.uid,
    sequence: reservation.calendar.sequence,
    status: action === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(calendarOrganizer !== undefined && {
      organizer: { name: siteName, email: calendarOrganizer },
    }),
    attendees: [
      {
        name: recipient.recipientName,
        email: recipient.to,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    start: inZone(reservation.pickUpTime, eventZone),
    end: inZone(reservation.dropOffTime, dropOffBranch?.timeZone ?? eventZone).setZone(eventZone),
    timezone: eventZone,
    summary: i18n._({
      id: 'email.calendar.summary',
      message: '{siteName}: {vehicleName} (reservation {reference})',
      values: { siteName, vehicleName: reservation.vehicleName, reference: reservation.reference },
    }),
    location:
      pickUpBranch === undefined
        ? reservation.pickUpLocation
        : {
            title: pickUpBranch.name,
            address: branchAddressLine(pickUpBranch),
            geo: { lat: pickUpBranch.latitude, lon: pickUpBranch.longitude },
          },
    description: [
      i18n._({
        id: 'email.calendar.pickUp',
        message: 'Pick-up: {location}',
        values: { location: reservation.pickUpLocation },
      }),
      i18n._({
        id: 'email.calendar.dropOff',
        message: 'Drop-off: {location}',
        values: { location: reservation.dropOffLocation },
      }),
      reservation.link,
    ].join('\n'),
    url: reservation.link,
  });
  return {
    filename: `reservation-${reservation.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
