import type { ContactMessagesTable } from '../messages/rows.js';
import type { ReservationsTable } from '../reservations/rows.js';
import type { UserRolesTable, UsersTable } from '../users/rows.js';
import type { CarsTable } from '../vehicles/rows.js';
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

/**
 * Table shapes as seen through Kysely's CamelCasePlugin (columns are snake_case in the database).
 * Booleans are written as 1/0 (SQLite cannot bind booleans) and read back as 1/0 on SQLite or
 * true/false on PostgreSQL, so readers pass them through `Boolean()`.
 */
export type DbBoolean = ColumnType<boolean | number, number, number>;
/** A boolean column with a default: optional when inserting. */
export type DefaultedDbBoolean = ColumnType<boolean | number, number | undefined, number>;

/** Booleans go into both databases as 1/0 (SQLite cannot bind booleans). */
export const toDbBoolean = (value: boolean) => (value ? 1 : 0);

/** Reservation times are stored as fixed-width local wall-clock strings (`2026-03-14T10:00:00`),
 * which compare and sort correctly as text on both databases. */
export type LocalDateTime = string;

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

export interface ImageFilesTable {
  id: string;
  carId: number | null;
  contentType: string;
  data: Buffer;
  size: number;
  createdAt: LocalDateTime;
}

/** The copies sent to browsers that accept WebP, one per slot width (server/src/images.ts). */
export interface ImageWebpCopiesTable {
  imageId: string;
  width: number;
  data: Buffer;
}

/** The number of rows of the largest lists' tables, kept by triggers (`tableRowCount`). */
export interface RowCountsTable {
  tableName: 'cars' | 'reservations';
  rowCount: ColumnType<number, never, never>;
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

export type EmailOutboxRow = Selectable<EmailOutboxTable>;

/** A query runs on the database or inside a transaction alike. */
export type Executor = Kysely<DB> | Transaction<DB>;
