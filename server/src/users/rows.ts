import { ROLES, type DriverDetails, type Language, type Role, type User } from '@rentacar/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DbBoolean, DefaultedDbBoolean } from '../db/schema.js';

/** PostgreSQL also has `search_text`, written by the database for `users/search.ts`. */
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
  emailConfirmed: DefaultedDbBoolean;
  /** What the user reads the site and their e-mails in; `en` by default. */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** One user's driver details (dates `YYYY-MM-DD`); read only for their owner and administrators. */
export interface DriverDetailsTable {
  userId: number;
  dateOfBirth: string;
  licenseNumber: string;
  licenseCountry: string;
  licenseIssuedOn: string;
  licenseExpiresOn: string;
}

export type DriverDetailsRow = Selectable<DriverDetailsTable>;

/** The API's driver details of a row. */
export const toDriverDetails = ({ userId: _userId, ...details }: DriverDetailsRow): DriverDetails =>
  details;

export interface UserRolesTable {
  userId: number;
  role: string;
}

export type UserRow = Selectable<UsersTable>;

/** The API's user: never the password hash or the token version. */
export function toUser(row: UserRow, roles: Role[]): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    zipCode: row.zipCode,
    builtIn: Boolean(row.builtIn),
    emailConfirmed: Boolean(row.emailConfirmed),
    roles: ROLES.filter((role) => roles.includes(role)),
    language: row.language,
  };
}
