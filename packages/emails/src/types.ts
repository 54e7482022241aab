import type { ReservationEmailSummary, ReservationFieldChange } from '@rentacar/rules';

/**
 * What every e-mail about one reservation says about it, and one change an administrator made:
 * the rules build both (`reservationEmailSummary`, `reservationChanges`) for the mock and the
 * server alike, so the package takes their types.
 */
export type ReservationSummary = ReservationEmailSummary;
export type ReservationChange = ReservationFieldChange;

/** One e-mail to send, before it is rendered. */
export type EmailMessage =
  | { kind: 'bookingConfirmed'; to: string; recipientName: string; reservation: ReservationSummary }
  | {
      kind: 'reservationCancelled';
      to: string;
      recipientName: string;
      reservation: ReservationSummary;
      cancelledBy: 'customer' | 'administrator';
    }
  | {
      kind: 'reservationChanged';
      to: string;
      recipientName: string;
      reservation: ReservationSummary;
      changes: ReservationChange[];
    }
  | { kind: 'pickUpReminder'; to: string; recipientName: string; reservation: ReservationSummary }
  | { kind: 'welcome'; to: string; recipientName: string; confirmLink: string }
  | { kind: 'emailConfirmation'; to: string; recipientName: string; confirmLink: string }
  | {
      kind: 'passwordReset';
      to: string;
      recipientName: string;
      resetLink: string;
      expiresInMinutes: number;
    };

export type EmailKind = EmailMessage['kind'];

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
  /** BCP 47 locale that writes amounts; `en-US` by default. */
  locale?: string;
}
