import type { BlockedPeriodsTable } from '../blocks/rows.js';
import type { BranchesTable } from '../branches/rows.js';
import type { ContactMessagesTable } from '../messages/rows.js';
import type { RentalRulesTable } from '../policies/rows.js';
import type {
  AdditionalDriversTable,
  ReservationPriceLinesTable,
  ReservationChangesTable,
  ReservationsTable,
} from '../reservations/rows.js';
import type { SeasonsTable } from '../seasons/rows.js';
import type { DriverDetailsTable, UserRolesTable, UsersTable } from '../users/rows.js';
import type { CarsTable } from '../vehicles/rows.js';
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

/** Written as 1/0 (SQLite binds no booleans), read as 1/0 or true/false: pass it to `Boolean()`. */
export type DbBoolean = ColumnType<boolean | number, number, number>;
export type DefaultedDbBoolean = ColumnType<boolean | number, number | undefined, number>;

export const toDbBoolean = (value: boolean) => (value ? 1 : 0);

/** Fixed-width local wall-clock text (`2026-03-14T10:00:00`): sorts as text on both databases. */
export type LocalDateTime = string;

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  /** JSON of the `EmailMessage`, written in the transaction of the change that causes it. */
  message: string;
  /** Null until rendered; sent and previewed as stored. */
  subject: string | null;
  html: string | null;
  text: string | null;
  attachments: string | null;
  messageId: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  /** Office wall-clock time, as the API shows it. */
  createdAt: LocalDateTime;
  queuedAtMs: number;
  nextAttemptAtMs: number;
  /** A sender holds the row until then; another may claim it after. */
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

export interface ImageWebpCopiesTable {
  imageId: string;
  /** The slot the copy serves. */
  width: number;
  /** The copy's own width (at most the slot's); null only where it could not be read. */
  pixelWidth: number | null;
  data: Buffer;
}

/** Row counts of the largest lists' tables, kept by triggers. */
export interface RowCountsTable {
  tableName: 'cars' | 'reservations';
  rowCount: ColumnType<number, never, never>;
}

export interface DB {
  branches: BranchesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  driverDetails: DriverDetailsTable;
  cars: CarsTable;
  imageFiles: ImageFilesTable;
  imageWebpCopies: ImageWebpCopiesTable;
  reservations: ReservationsTable;
  reservationChanges: ReservationChangesTable;
  additionalDrivers: AdditionalDriversTable;
  reservationPriceLines: ReservationPriceLinesTable;
  blockedPeriods: BlockedPeriodsTable;
  seasons: SeasonsTable;
  contactMessages: ContactMessagesTable;
  emailOutbox: EmailOutboxTable;
  emailTokens: EmailTokensTable;
  rowCounts: RowCountsTable;
  rentalRules: RentalRulesTable;
}

export type EmailOutboxRow = Selectable<EmailOutboxTable>;

export type Executor = Kysely<DB> | Transaction<DB>;
