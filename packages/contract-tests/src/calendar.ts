import type { EmailDetail } from '@rentacar/contract';
import ICAL from 'ical.js';
import { expect } from 'vitest';

/** One event as a calendar keeps it. */
export interface CalendarEntry {
  uid: string;
  sequence: number;
  /** The event's local times as written (`2026-03-14T10:00:00`), in its zone. */
  start: string;
  end: string;
}

/** The one `.ics` an e-mail carries, read by a real iCalendar parser. */
export function calendarOf(email: EmailDetail) {
  const files = email.attachments.filter(({ contentType }) =>
    contentType.startsWith('text/calendar'),
  );
  expect(files, `the .ics of "${email.subject}"`).toHaveLength(1);
  const calendar = new ICAL.Component(ICAL.parse(files[0]!.content));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events, `the events of "${email.subject}"`).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  // A branch on UTC has its times written as UTC ones (`...Z`): the same wall-clock time.
  const local = (time: ICAL.Time) => time.toString().replace(/Z$/, '');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    status: String(events[0]!.getFirstPropertyValue('status')),
    entry: {
      uid: event.uid,
      sequence: event.sequence,
      start: local(event.startDate),
      end: local(event.endDate),
    } satisfies CalendarEntry,
  };
}

/**
 * What a calendar holds after the customer opened `emails` in turn, as RFC 5546 has Google
 * Calendar, Outlook and Apple Calendar treat them: a REQUEST adds the event of its UID or
 * replaces it when its SEQUENCE is not lower, a CANCEL removes it; an older version is ignored.
 */
export function calendarAfter(emails: EmailDetail[]): CalendarEntry[] {
  const entries = new Map<string, CalendarEntry>();
  for (const email of emails) {
    const { method, entry } = calendarOf(email);
    const kept = entries.get(entry.uid);
    if (kept !== undefined && kept.sequence > entry.sequence) continue;
    if (method === 'CANCEL') entries.delete(entry.uid);
    else if (method === 'REQUEST') entries.set(entry.uid, entry);
    else throw new Error(`"${email.subject}" asks the calendar to ${method}`);
  }
  return [...entries.values()];
}
