import type { Role, User } from '@rentacar/contract';
import type { Executor } from '../db/schema.js';
import { toUser, type UserRow } from './rows.js';

/** Users with their roles, in the order of `rows`. */
export async function withRoles(db: Executor, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const roleRows = await db
    .selectFrom('userRoles')
    .select(['userId', 'role'])
    .where(
      'userId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) =>
    toUser(
      row,
      roleRows
        .filter((roleRow) => roleRow.userId === row.id)
        .map((roleRow) => roleRow.role as Role),
    ),
  );
}
