import type { Language } from '@rentacar/contract';
import type { ReservationEmailSummary, ReservationFieldChange } from '@rentacar/rules';

/**
 * What every e-mail about one reservation says about it, and one change an administrator made:
 * the rules build both (`reservationEmailSummary`, `reservationChanges`) for the mock and the
 * server alike, so the package takes their types.
 */
export type ReservationSummary = ReservationEmailSummary;
export type ReservationChange = ReservationFieldChange;

/** Who an e-mail goes to, and the language it is written in: the recipient's account's. */
export interface EmailRecipient {
  to: string;
  recipientName: string;
  language: Language;
}

/** One e-mail to send, before it is rendered. */
export type EmailMessage = EmailRecipient &
  (
    | { kind: 'bookingConfirmed'; reservation: ReservationSummary }
    | {
        kind: 'reservationCancelled';
        reservation: ReservationSummary;
        cancelledBy: 'customer' | 'administrator';
      }
    | {
        kind: 'reservationChanged';
        reservation: ReservationSummary;
        changes: ReservationChange[];
        changedBy: 'customer' | 'administrator';
      }
    | { kind: 'pickUpReminder'; reservation: ReservationSummary }
    | { kind: 'welcome'; confirmLink: string }
    | { kind: 'emailConfirmation'; confirmLink: string }
    | { kind: 'passwordReset'; resetLink: string; expiresInMinutes: number }
  );

export type EmailKind = EmailMessage['kind'];

/** The e-mails about one reservation. */
export type ReservationEmailKind = Extract<EmailMessage, { reservation: unknown }>['kind'];

/** A file sent with an e-mail; `content` is its text (the `.ics` is text). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An e-mail ready to hand to the mail transport, and what the outbox stores. */
export interface RenderedEmail {
  to: string;
  /** One line: carriage returns and line feeds of user text are removed. */
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** How the operator's site writes its e-mails. */
export interface EmailSettings {
  /** The name the e-mails sign with; "Rentacar" by default. */
  siteName?: string;
  /** The office's IANA time zone, which reservation times are in (e.g. "Europe/Berlin"). */
  timeZone: string;
  /** ISO 4217 code of amounts; US dollars by default. */
  currency?: string;
  /**
   * BCP 47 locale that writes amounts in English e-mails; `en-US` by default. An e-mail in another
   * language writes them in that language's locale (`es-ES`).
   */
  locale?: string;
  /**
   * The e-mail address that organises the reservations' calendar events (the sender's), which
   * iTIP asks of a request or a cancellation; the `.ics` names none without it.
   */
  calendarOrganizer?: string;
}
