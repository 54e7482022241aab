import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  sampleBranchReservation,
  sampleMessages,
  sampleReservation,
  sampleSettings,
} from './fixtures';
import { messages as englishMessages } from './locales/en';
import { renderEmail } from './renderEmail';
import { LANGUAGES, type Language } from '@rentacar/contract';
import type { EmailMessage, RenderedEmail } from './types';

/** What a reader must find in both parts of each message. */
const FACTS: { [Kind in EmailMessage['kind']]: string[] } = {
  bookingConfirmed: [
    'Jane Doe',
    '42',
    'Toyota Mirai',
    '2026-12-01 10:00',
    'Berlin Hauptbahnhof',
    '2026-12-03 18:30',
    'Berlin Brandenburg Airport',
    '$137.10',
    'https://rentacar.example/reservations/42',
    'Europe/Berlin',
  ],
  reservationCancelled: ['Jane Doe', 'our team cancelled your reservation 42', 'Toyota Mirai'],
  reservationChanged: [
    'our team changed your reservation 42',
    'Pick-up time',
    '2026-12-01 09:00',
    '2026-12-01 10:00',
    'Total price',
    '$120',
    '$137.10',
  ],
  pickUpReminder: ['Toyota Mirai', 'Berlin Hauptbahnhof', '2026-12-01 10:00', 'tomorrow'],
  welcome: ['Welcome to Rentacar', 'https://rentacar.example/confirm-email?token=welcome-token'],
  emailConfirmation: [
    'Confirm your e-mail address',
    'https://rentacar.example/confirm-email?token=confirm-token',
  ],
  passwordReset: ['https://rentacar.example/reset-password?token=reset-token', '30 minutes'],
};

const SUBJECTS: { [Kind in EmailMessage['kind']]: string } = {
  bookingConfirmed: 'Booking confirmed: reservation 42, Toyota Mirai',
  reservationCancelled: 'Reservation 42 cancelled',
  reservationChanged: 'Reservation 42 changed',
  pickUpReminder: 'Reminder: pick up your Toyota Mirai tomorrow',
  welcome: 'Welcome to Rentacar',
  emailConfirmation: 'Confirm your e-mail address',
  passwordReset: 'Reset your Rentacar password',
};

/** What a Spanish reader must find in both parts: texts, dates and amounts of `es-ES`. */
const SPANISH_FACTS: { [Kind in EmailMessage['kind']]: string[] } = {
  bookingConfirmed: [
    'Hola, Jane Doe:',
    'Gracias por reservar con Rentacar. Su número de referencia es 42.',
    'Recogida',
    '1/12/2026, 10:00, Berlin Hauptbahnhof',
    'Devolución',
    '3/12/2026, 18:30, Berlin Brandenburg Airport',
    '137,10 US$',
    'Las horas son horas locales de nuestra oficina (Europe/Berlin).',
  ],
  reservationCancelled: ['Nuestro equipo ha cancelado su reserva 42', 'Precio total'],
  reservationChanged: [
    'Nuestro equipo ha modificado su reserva 42:',
    'Hora de recogida',
    '1/12/2026, 9:00',
    '1/12/2026, 10:00',
    '120 US$',
    '137,10 US$',
  ],
  pickUpReminder: ['Su Toyota Mirai le espera en Berlin Hauptbahnhof el 1/12/2026, 10:00.'],
  welcome: ['Gracias por crear su cuenta.', 'Confirmar dirección de correo'],
  emailConfirmation: ['Confirme que esta es su dirección de correo electrónico para Rentacar.'],
  passwordReset: ['funciona una sola vez, durante 30 minutos', 'Elegir una nueva contraseña'],
};

const SPANISH_SUBJECTS: { [Kind in EmailMessage['kind']]: string } = {
  bookingConfirmed: 'Reserva confirmada: reserva 42, Toyota Mirai',
  reservationCancelled: 'Reserva 42 cancelada',
  reservationChanged: 'Reserva 42 modificada',
  pickUpReminder: 'Recordatorio: recoja su Toyota Mirai mañana',
  welcome: 'Bienvenido a Rentacar',
  emailConfirmation: 'Confirme su dirección de correo electrónico',
  passwordReset: 'Restablezca su contraseña de Rentacar',
};

/** Per language: each message's subject, and what a reader must find in both of its parts. */
const EXPECTED: Record<Language, { subjects: typeof SUBJECTS; facts: typeof FACTS }> = {
  en: { subjects: SUBJECTS, facts: FACTS },
  es: { subjects: SPANISH_SUBJECTS, facts: SPANISH_FACTS },
};

/**
 * The HTML part as a reader sees it: text without tags (React writes `<!-- -->` between adjacent
 * texts), entities decoded. Node has no DOMParser.
 */
const visibleText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(LANGUAGES)('renderEmail to a reader of %s', (language) => {
  for (const sample of Object.values(sampleMessages) as EmailMessage[]) {
    const message = { ...sample, language } as EmailMessage;
    it(`writes the facts of ${message.kind} in the HTML and the text part`, async () => {
      const email = await renderEmail(message, sampleSettings);
      expect(email.to).toBe('jane@rentacar.example');
      expect(email.subject).toBe(EXPECTED[language].subjects[message.kind]);
      expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      // Intl's no-break spaces (`137,10 US$`) read as spaces here, as everywhere in the text.
      const html = visibleText(email.html);
      const text = email.text.replace(/\s+/g, ' ');
      for (const fact of EXPECTED[language].facts[message.kind]) {
        expect(html).toContain(fact);
        expect(text).toContain(fact);
      }
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text).not.toMatch(/<[a-z]/i);
    });
  }
});

describe('renderEmail', () => {
  it('says who cancelled', async () => {
    const byCustomer = await renderEmail(
      { ...sampleMessages.reservationCancelled, cancelledBy: 'customer' },
      sampleSettings,
    );
    expect(byCustomer.text).toContain('as you asked, we cancelled your reservation 42');
    expect(byCustomer.text).not.toContain('our team');
  });

  it('says who changed', async () => {
    const byCustomer = await renderEmail(
      { ...sampleMessages.reservationChanged, changedBy: 'customer' },
      sampleSettings,
    );
    expect(byCustomer.text).toContain('as you asked, we changed your reservation 42');
    expect(byCustomer.text).not.toContain('our team');
  });

  it('writes amounts in the configured currency and locale', async () => {
    const email = await renderEmail(sampleMessages.bookingConfirmed, {
      ...sampleSettings,
      currency: 'EUR',
      locale: 'de-DE',
    });
    expect(email.text).toContain('137,10\u00a0€');
  });

  it('attaches the calendar event to every e-mail about a reservation, and to no other', async () => {
    for (const message of Object.values(sampleMessages) as EmailMessage[]) {
      const email = await renderEmail(message, sampleSettings);
      expect(email.attachments.map(({ filename }) => filename)).toEqual(
        'reservation' in message ? ['reservation-42.ics'] : [],
      );
    }
  });
});

describe('an e-mail to a Spanish reader', () => {
  /** The English texts without placeholders ("Pick-up time", "View your reservation", ...). */
  const englishTexts = Object.values(englishMessages).flatMap((message) =>
    Array.isArray(message) && message.length === 1 && typeof message[0] === 'string'
      ? [message[0]]
      : [],
  );

  it('holds no English text', async () => {
    expect(englishTexts.length).toBeGreaterThan(20);
    for (const sample of Object.values(sampleMessages) as EmailMessage[]) {
      const email = await renderEmail(
        { ...sample, language: 'es' } as EmailMessage,
        sampleSettings,
      );
      for (const english of englishTexts) {
        expect(email.subject).not.toContain(english);
        expect(visibleText(email.html)).not.toContain(english);
        expect(email.text).not.toContain(english);
      }
    }
  });

  it('reads the status a change names in Spanish', async () => {
    const email = await renderEmail(
      {
        ...sampleMessages.reservationChanged,
        language: 'es',
        changes: [{ field: 'status', before: 'CREATED', after: 'CANCELLED' }],
      },
      sampleSettings,
    );
    expect(email.text).toMatch(/Estado\s+Confirmada\s+Cancelada/);
  });
});

describe('the calendar file of a reservation', () => {
  /** The one VEVENT of an `.ics`, with its zone registered so times convert to instants. */
  function readEvent(email: RenderedEmail) {
    const [attachment] = email.attachments;
    if (!attachment) throw new Error('no attachment');
    const calendar = new ICAL.Component(ICAL.parse(attachment.content));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return { attachment, calendar, event: new ICAL.Event(events[0]) };
  }

  it('spans pick-up to drop-off in the office time zone, with a stable UID', async () => {
    const email = await renderEmail(sampleMessages.bookingConfirmed, sampleSettings);
    const { attachment, calendar, event } = readEvent(email);
    expect(attachment.filename).toBe('reservation-42.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('reservation-42@rentacar.example');
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(event.endDate.zone.tzid).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2026-12-01T10:00:00');
    expect(event.endDate.toString()).toBe('2026-12-03T18:30:00');
    // 10:00 in Berlin in winter (UTC+1) is 09:00 UTC: calendars elsewhere show the right instant.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(event.location).toBe('Berlin Hauptbahnhof');
    expect(event.description).toContain('Berlin Brandenburg Airport');
  });

  it('asks to move the one event on a change, and to remove it on a cancellation', async () => {
    const stamp = { uid: 'reservation-42@rentacar.example', sequence: 2 };
    const reservation = { ...sampleReservation, calendar: stamp };
    const changed = readEvent(
      await renderEmail({ ...sampleMessages.reservationChanged, reservation }, sampleSettings),
    );
    expect(changed.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect([changed.event.uid, changed.event.sequence]).toEqual([stamp.uid, 2]);
    expect(changed.event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const cancelled = readEvent(
      await renderEmail({ ...sampleMessages.reservationCancelled, reservation }, sampleSettings),
    );
    expect(cancelled.attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect([cancelled.event.uid, cancelled.event.sequence]).toEqual([stamp.uid, 2]);
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is organised by the site and attended by the customer, who need not answer', async () => {
    const { event } = readEvent(await renderEmail(sampleMessages.bookingConfirmed, sampleSettings));
    expect(event.organizer).toMatch(/^mailto:bookings@rentacar.example$/i);
    const [attendee] = event.attendees;
    expect(attendee?.getFirstValue()).toMatch(/^mailto:jane@rentacar.example$/i);
    expect(attendee?.getParameter('cn')).toBe('Jane Doe');
    expect(attendee?.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee?.getParameter('rsvp')).toBe('FALSE');
  });

  it("names the event in the recipient's language", async () => {
    const email = await renderEmail(
      { ...sampleMessages.bookingConfirmed, language: 'es' },
      sampleSettings,
    );
    const { event } = readEvent(email);
    expect(event.summary).toBe('Rentacar: Toyota Mirai (reserva 42)');
    expect(event.description).toBe(
      'Recogida: Berlin Hauptbahnhof\nDevolución: Berlin Brandenburg Airport\nhttps://rentacar.example/reservations/42',
    );
  });

  it('keeps local times across a daylight-saving change in another zone', async () => {
    const email = await renderEmail(
      {
        ...sampleMessages.bookingConfirmed,
        reservation: {
          ...sampleReservation,
          pickUpTime: '2027-03-13T09:00:00',
          dropOffTime: '2027-03-15T09:00:00',
        },
      },
      { timeZone: 'America/New_York' },
    );
    const { event } = readEvent(email);
    // New York changes to summer time on 2027-03-14: 09:00 is UTC-5 before, UTC-4 after.
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('writes UTC times for an office on UTC, the same instants', async () => {
    const email = await renderEmail(sampleMessages.bookingConfirmed, { timeZone: 'UTC' });
    const { event } = readEvent(email);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(email.attachments[0]?.content).toMatch(/^DTSTART:20261201T100000Z\r$/m);
  });
});

describe('e-mails of a reservation at branches', () => {
  const atBranches = <Kind extends 'bookingConfirmed' | 'reservationChanged' | 'pickUpReminder'>(
    kind: Kind,
  ) => ({ ...sampleMessages[kind], reservation: sampleBranchReservation }) as EmailMessage;

  it.each(['bookingConfirmed', 'reservationChanged', 'pickUpReminder'] as const)(
    'gives the branches’ address, phone and hours in %s',
    async (kind) => {
      const email = await renderEmail(atBranches(kind), sampleSettings);
      for (const part of [email.html, email.text]) {
        expect(part).toContain('350 W 42nd St, New York 10036, US');
        expect(part).toContain('(212) 555-0133');
        expect(part).toContain('08:00–18:00');
        expect(part).toContain(
          "10000 W O'Hare Ave, Chicago 60666, US".replace(
            "'",
            part === email.html ? '&#x27;' : "'",
          ),
        );
        expect(part).toContain('(773) 555-0110');
        expect(part).toContain('America/New_York');
        expect(part).toContain('America/Chicago');
      }
      expect(email.text).toMatch(/Sunday\s+closed/);
    },
  );

  it('writes the hours in Spanish for a Spanish reader', async () => {
    const email = await renderEmail(
      { ...atBranches('bookingConfirmed'), language: 'es' },
      sampleSettings,
    );
    expect(email.text).toMatch(/domingo\s+cerrada/);
  });

  it('puts the calendar event at the branch, in its zone, with its map position', async () => {
    const email = await renderEmail(atBranches('bookingConfirmed'), sampleSettings);
    const ics = email.attachments[0]!.content;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone.tzid).toBe('America/New_York');
    expect(event.endDate.zone.tzid).toBe('America/New_York');
    expect(event.startDate.toString()).toBe('2026-12-01T10:00:00');
    // 12:00 in Chicago is 13:00 in New York, the instant the rental ends.
    expect(event.endDate.toString()).toBe('2026-12-03T13:00:00');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T18:00:00.000Z');
    expect(event.location).toContain('350 W 42nd St, New York 10036, US');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('geo')).toEqual([
      40.7577, -73.9918,
    ]);
    expect(ics).toMatch(/^DTSTART;TZID=America\/New_York:20261201T100000\r$/m);
  });
});

describe('user text in e-mails', () => {
  const hostile = {
    ...sampleMessages.bookingConfirmed,
    recipientName: '<script>alert("name")</script>',
    reservation: {
      ...sampleReservation,
      vehicleName: 'Mirai\r\nBcc: everyone@example.com',
      pickUpLocation: '<img src=x onerror=alert(1)>',
    },
  } satisfies EmailMessage;

  it('is escaped in the HTML part', async () => {
    const email = await renderEmail(hostile, sampleSettings);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;script&gt;');
    expect(visibleText(email.html)).toContain('<img src=x onerror=alert(1)>');
  });

  it('never breaks the subject line', async () => {
    const email = await renderEmail(hostile, sampleSettings);
    expect(email.subject).toBe(
      'Booking confirmed: reservation 42, Mirai Bcc: everyone@example.com',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('stays one property in the calendar file', async () => {
    const email = await renderEmail(hostile, sampleSettings);
    const ics = email.attachments[0]?.content ?? '';
    expect(ics).not.toMatch(/^Bcc:/m);
    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
  });
});
