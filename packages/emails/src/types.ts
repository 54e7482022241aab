/** What every e-mail about one reservation says about it. */
export interface ReservationSummary {
  /** The reservation id, which customers quote as their reference number. */
  reference: number;
  /** Brand and model, e.g. "Toyota Mirai". */
  vehicleName: string;
  /** Contract LocalDateTime in the office time zone, e.g. "2026-12-01T10:00:00". */
  pickUpTime: string;
  /** Contract LocalDateTime in the office time zone. */
  dropOffTime: string;
  pickUpLocation: string;
  dropOffLocation: string;
  totalPriceInCents: number;
  /** Absolute URL of the customer's reservation page. */
  link: string;
}

/**
 * One field an administrator changed. `before` and `after` are written as the contract writes the
 * field: LocalDateTime for times, dollars for the total price ("137.1"), the status value
 * ("CANCELLED"), the place's name; the templates write them for people.
 */
export interface ReservationChange {
  field:
    'pickUpTime' | 'dropOffTime' | 'pickUpLocation' | 'dropOffLocation' | 'status' | 'totalPrice';
  before: string;
  after: string;
}

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
