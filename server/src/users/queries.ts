import type { Role, User } from '@rentacar/contract';
import type { Executor } from '../db/schema.js';
import { toUser, type UserRow } from './rows.js';

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
