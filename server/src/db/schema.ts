import type { Language } from '@rentacar/contract';
import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Kysely,
  Selectable,
  Transaction,
} from 'kysely';

/**
 * Table shapes as seen through Kysely's CamelCasePlugin (columns are snake_case in the database).
 * Booleans are written as 1/0 (SQLite cannot bind booleans) and read back as 1/0 on SQLite or
 * true/false on PostgreSQL, so readers pass them through `Boolean()`.
 */
type DbBoolean = ColumnType<boolean | number, number, number>;
/** A boolean column with a default: optional when inserting. */
type DefaultedDbBoolean = ColumnType<boolean | number, number | undefined, number>;

/** Reservation times are stored as fixed-width local wall-clock strings (`2026-03-14T10:00:00`),
 * which compare and sort correctly as text on both databases. */
type LocalDateTime = string;

/**
 * On PostgreSQL the table also has `search_text`, written by the database (migration 0007) and
 * read only by the users' text search (`user-search.ts`).
 */
export interface UsersTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
  passwordHash: string;
  builtIn: DbBoolean;
  /** Part of every token; raising it revokes the tokens issued before. */
  tokenVersion: Generated<number>;
  /** Whether a confirmation or reset link proved the address (migration 0011). */
  emailConfirmed: DefaultedDbBoolean;
  /** What the user reads the site and their e-mails in (migration 0013); `en` by default. */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** An e-mail of the outbox, and where its delivery stands (`email/outbox.ts`). */
export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  /** JSON of the `EmailMessage`, written in the transaction of the change that causes it. */
  message: string;
  /** The rendered e-mail (`email/outbox.ts`), null until rendered; sent and previewed as stored. */
  subject: string | null;
  html: string | null;
  text: string | null;
  /** JSON of the attachments with their content. */
  attachments: string | null;
  messageId: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  /** Office wall-clock time, as the API shows it. */
  createdAt: LocalDateTime;
  /** Epoch milliseconds: when it was (last) queued, for the oldest queued age metric. */
  queuedAtMs: number;
  /** Epoch milliseconds: not sent before (retry backoff). */
  nextAttemptAtMs: number;
  /** Epoch milliseconds: a sender holds the row until then; another may claim it after. */
  leaseUntilMs: number | null;
  /** The claim a sender holds, so a sender whose lease ran out cannot record its outcome. */
  claimId: string | null;
  sentAt: LocalDateTime | null;
  /** At most one row per key (`reminder:<reservationId>`); null for most e-mails. */
  dedupeKey: string | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: 'passwordReset' | 'emailConfirmation';
  /** SHA-256 (hex) of the token the link carries; the token itself is never stored. */
  tokenHash: string;
  /** The address the link went to. */
  email: string;
  expiresAtMs: number;
  used: DefaultedDbBoolean;
}

export interface UserRolesTable {
  userId: number;
  role: string;
}

export interface CarsTable {
  id: Generated<number>;
  model: string;
  doors: number;
  seats: number;
  luggage: number;
  transmission: string;
  airConditioning: DbBoolean;
  fuelType: string;
  age: number;
  /** Integer cents (migration 0010); the API's dollars go through `toCents`/`fromCents`. */
  pricePerHour: number;
  builtIn: DbBoolean;
}

export interface ImageFilesTable {
  id: string;
  carId: number | null;
  contentType: string;
  data: Buffer;
  size: number;
  createdAt: LocalDateTime;
}

/**
 * Reservations are classed by span, the calendar days from the pick-up date to the drop-off date:
 * class k holds the spans from 2^k - 1 to 2^(k+1) - 2 days (0; 1-2; 3-6; 7-14; ...), so a class's
 * longest span is at most twice its shortest plus one. 22 classes hold every span of a 4-digit year;
 * a (never CREATED) reservation ending before it starts is in class 0. Migration 0006 stores the
 * class, so changing these needs a migration that recomputes it.
 */
export const SPAN_CLASSES = 22;
export const longestSpanOfClass = (spanClass: number) => 2 ** (spanClass + 1) - 2;

export interface ReservationsTable {
  id: Generated<number>;
  carId: number;
  userId: number;
  pickUpTime: LocalDateTime;
  dropOffTime: LocalDateTime;
  pickUpLocation: string;
  dropOffLocation: string;
  status: string;
  /** Integer cents (migration 0010); the API's dollars go through `toCents`/`fromCents`. */
  totalPrice: number;
  /** The class of the calendar days from pick-up to drop-off date, computed by the database. */
  spanClass: GeneratedAlways<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  body: string;
}

/** The copies sent to browsers that accept WebP, one per slot width (server/src/images.ts). */
export interface ImageWebpCopiesTable {
  imageId: string;
  width: number;
  data: Buffer;
}

/** Each counted table's number of rows, kept by triggers (migration 0013, `tableRowCount`). */
export interface RowCountsTable {
  tableName: string;
  rowCount: ColumnType<number, never, never>;
  /**
   * Raised by every insert, delete and update of the table, never back to an earlier value
   * (migrations 0015 and 0016, `PagedQuery`).
   */
  generation: ColumnType<number, never, never>;
}

export interface DB {
  users: UsersTable;
  userRoles: UserRolesTable;
  cars: CarsTable;
  imageFiles: ImageFilesTable;
  imageWebpCopies: ImageWebpCopiesTable;
  reservations: ReservationsTable;
  contactMessages: ContactMessagesTable;
  emailOutbox: EmailOutboxTable;
  emailTokens: EmailTokensTable;
  rowCounts: RowCountsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CarRow = Selectable<CarsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;

/** A query runs on the database or inside a transaction alike. */
export type Executor = Kysely<DB> | Transaction<DB>;
