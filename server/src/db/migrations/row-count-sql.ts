/** `row_counts` SQL, for migrations only. Frozen: never changes once a migration uses it. */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './column-types.js';

/** The tables whose rows `row_counts` keeps counted: those of the largest unfiltered lists. */
export const COUNTED_TABLES = ['cars', 'reservations'] as const;

/** SQLite: the per-row triggers keeping `table`'s count on insert and delete. */
export async function createSqliteCountTriggers(db: Kysely<unknown>, table: string) {
  await sql`
          create trigger ${sql.id(`${table}_count_inserted`)} after insert on ${sql.table(table)}
          begin
            update row_counts set row_count = row_count + 1 where table_name = ${sql.lit(table)};
          end`.execute(db);
  await sql`
          create trigger ${sql.id(`${table}_count_deleted`)} after delete on ${sql.table(table)}
          begin
            update row_counts set row_count = row_count - 1 where table_name = ${sql.lit(table)};
          end`.execute(db);
}

/** A counted table's next generation: one more, and at least the database clock in µs. */
export const nextGeneration = (dialect: DialectName) =>
  sql.raw(
    dialect === 'postgres'
      ? 'greatest(generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)'
      : "max(generation + 1, cast(unixepoch('subsec') * 1000000 as integer))",
  );
