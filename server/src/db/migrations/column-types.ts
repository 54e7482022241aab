/**
 * Column types that differ between the two databases, for migrations only. Frozen: migrations
 * already applied use it, so it must never change (a migration needing other types defines its
 * own). Nothing outside `migrations/` imports it.
 */
import type { ColumnDefinitionBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function columnTypes(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  return {
    /** SQLite only reuses no ids with `integer primary key autoincrement`; PostgreSQL has identities. */
    id: (column: ColumnDefinitionBuilder) =>
      postgres
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    idType: postgres ? ('bigint' as const) : ('integer' as const),
    blob: postgres ? ('bytea' as const) : ('blob' as const),
  };
}
