import type { DriverDetails, Role, User, UserWithDriver } from '@rentacar/contract';
import type { Executor } from '../db/schema.js';
import { toDriverDetails, toUser, type UserRow } from './rows.js';

export async function withRoles(db: Executor, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const roleRows = await db
    .selectFrom('userRoles')
    .select(['userId', 'role'])
    .where('userId', 'in', ids)
    .execute();
  const rolesOf = (id: number) =>
    roleRows.filter((roleRow) => roleRow.userId === id).map((roleRow) => roleRow.role as Role);
  return rows.map((row) => toUser(row, rolesOf(row.id)));
}

/** The user's driver details, if they gave them. */
export async function findDriverDetails(
  db: Executor,
  userId: number,
): Promise<DriverDetails | undefined> {
  const row = await db
    .selectFrom('driverDetails')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row === undefined ? undefined : toDriverDetails(row);
}

/** One user as the owner and administrators read them: with roles and driver details. */
export async function userWithDriver(db: Executor, row: UserRow): Promise<UserWithDriver> {
  const [user] = await withRoles(db, [row]);
  const driver = await findDriverDetails(db, row.id);
  return driver === undefined ? user! : { ...user!, driver };
}
