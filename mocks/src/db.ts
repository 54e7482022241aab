import {
  type AdditionalDriver,
  type BlockedPeriod,
  type Branch,
  type ContactMessage,
  type DriverDetails,
  type QuoteLine,
  type UserWithDriver,
  type RentalRules,
  type Reservation,
  type ReservationChange,
  type Season,
  type User,
  type Vehicle,
} from '@rentacar/contract';
import { DEFAULT_LANGUAGE, normaliseEmail, type ImageContentType } from '@rentacar/rules';
import { DEFAULT_RENTAL_RULES } from '@rentacar/rules/rentalRules';
import { NO_TAX, type TaxSettings } from '@rentacar/rules/quote';
import { createDemoData, demoImageUrl } from '@rentacar/demo-data';
import type { EmailRecord, EmailTokenRecord } from './outbox';

/**
 * The mock keeps users' passwords as given: it is an in-memory fake that never persists anything
 * and never answers with this field (see `toUser`); the real server stores only a slow hash.
 */
export interface UserRecord extends User {
  password: string;
  /** Carried by every token; raising it revokes the tokens issued before (absent: 0). */
  tokenVersion?: number;
  /** Answered only to the owner and administrators (`toUserWithDriver`). */
  driver?: DriverDetails;
}

export interface ImageRecord {
  id: string;
  contentType: ImageContentType;
  /** Absent for seed images until first displayed: their bytes are read from @rentacar/demo-data. */
  bytes?: Uint8Array;
}

/** A blocked period with its two instants (UTC wall-clock times), which overlaps are judged on. */
export interface BlockRecord extends BlockedPeriod {
  startAt: string;
  endAt: string;
}

/** One change of a reservation's history, as the server's `reservation_changes` keeps it. */
export interface ReservationChangeRecord extends ReservationChange {
  id: number;
  reservationId: number;
}

/** A table of rows with integer ids, handed out in sequence like a database would. */
export class Table<Row extends { id: number }> {
  private rows = new Map<number, Row>();
  private nextId = 1;

  all(): Row[] {
    return [...this.rows.values()];
  }

  find(id: number): Row | undefined {
    return this.rows.get(id);
  }

  /** Stores a row; without an id it gets the next free one. */
  insert(row: Omit<Row, 'id'> & { id?: number }): Row {
    const id = row.id ?? this.nextId;
    const stored = { ...row, id } as Row;
    this.rows.set(id, stored);
    this.nextId = Math.max(this.nextId, id + 1);
    return stored;
  }

  update(id: number, changes: Partial<Omit<Row, 'id'>>): Row {
    const current = this.rows.get(id);
    if (!current) throw new Error(`No row ${id} to update`);
    const updated = { ...current, ...changes };
    this.rows.set(id, updated);
    return updated;
  }

  delete(id: number): boolean {
    return this.rows.delete(id);
  }

  clear(): void {
    this.rows.clear();
    this.nextId = 1;
  }
}

export const db = {
  branches: new Table<Branch>(),
  users: new Table<UserRecord>(),
  vehicles: new Table<Vehicle>(),
  reservations: new Table<Reservation>(),
  reservationChanges: new Table<ReservationChangeRecord>(),
  /** The drivers each reservation names besides its customer, by reservation id, in order. */
  additionalDrivers: new Map<number, AdditionalDriver[]>(),
  blockedPeriods: new Table<BlockRecord>(),
  seasons: new Table<Season>(),
  contactMessages: new Table<ContactMessage>(),
  images: new Map<string, ImageRecord>(),
  emails: new Table<EmailRecord>(),
  emailTokens: new Table<EmailTokenRecord>(),
  /** The rental rules in force: the defaults until an administrator sets some. */
  rentalRules: { ...DEFAULT_RENTAL_RULES } as RentalRules,
  /** The price lines each reservation was charged by, by reservation id, in order. */
  priceLines: new Map<number, QuoteLine[]>(),
  /** The operator's sales tax (the server's `TAX_RATE`, `PRICES_INCLUDE_TAX`): none by default. */
  tax: { ...NO_TAX } as TaxSettings,
};

/** Empties every table. */
export function clearDb(): void {
  db.branches.clear();
  db.users.clear();
  db.vehicles.clear();
  db.reservations.clear();
  db.reservationChanges.clear();
  db.additionalDrivers.clear();
  db.blockedPeriods.clear();
  db.seasons.clear();
  db.contactMessages.clear();
  db.images.clear();
  db.emails.clear();
  db.emailTokens.clear();
  db.rentalRules = { ...DEFAULT_RENTAL_RULES };
  db.priceLines.clear();
  db.tax = { ...NO_TAX };
}

/** Replaces the data with the demo seed, reservations placed around `now`. */
export function seedDb(now: Date = new Date()): void {
  clearDb();
  const seed = createDemoData(now);
  seed.branches.forEach((branch) => db.branches.insert(branch));
  // The demo's accounts have proven addresses: the banner asking to confirm is for new customers.
  seed.users.forEach((user) =>
    db.users.insert({
      ...user,
      email: normaliseEmail(user.email),
      emailConfirmed: true,
      language: DEFAULT_LANGUAGE,
    }),
  );
  seed.vehicles.forEach((vehicle) => db.vehicles.insert(vehicle));
  seed.images.forEach((image) =>
    db.images.set(image.id, { id: image.id, contentType: image.contentType }),
  );
  seed.reservations.forEach((reservation) => db.reservations.insert(reservation));
  seed.contactMessages.forEach((message) => db.contactMessages.insert(message));
}

/** The API's view of a user: everything but the password, the token version and driver details. */
export function toUser({
  password: _password,
  tokenVersion: _version,
  driver: _driver,
  ...user
}: UserRecord): User {
  return user;
}

/** A user as the owner and administrators read them: with driver details once given. */
export function toUserWithDriver(record: UserRecord): UserWithDriver {
  const user = toUser(record);
  return record.driver === undefined ? user : { ...user, driver: record.driver };
}

/** E-mails are stored normalised, so this matches regardless of letter case. */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normaliseEmail(email);
  return db.users.all().find((user) => user.email === wanted);
}

/** Ends every session of the user (password change or reset, role change). */
export function revokeTokens(user: UserRecord): void {
  db.users.update(user.id, { tokenVersion: (user.tokenVersion ?? 0) + 1 });
}

type SeedImageReader = (imageId: string) => Promise<Uint8Array>;

// In a browser the seed images are assets next to the bundle; Node entry points read files instead.
let readSeedImage: SeedImageReader = async (imageId) => {
  const response = await fetch(demoImageUrl(imageId));
  return new Uint8Array(await response.arrayBuffer());
};

/** How seed image bytes are read (`@rentacar/mocks/node` sets a file reader). */
export function setSeedImageReader(reader: SeedImageReader): void {
  readSeedImage = reader;
}

/** The bytes of an image, reading a seed image's file on first use. */
export async function imageBytes(image: ImageRecord): Promise<Uint8Array> {
  image.bytes ??= await readSeedImage(image.id);
  return image.bytes;
}

// Ready to answer as soon as it is imported; tests call `reset()` for a fresh copy.
seedDb();
