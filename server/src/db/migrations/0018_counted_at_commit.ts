import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/** The tables whose rows `row_counts` keeps counted: those of the largest unfiltered lists. */
const COUNTED_TABLES = ['cars', 'reservations'] as const;

/** A counted table's next generation: one more, and at least the database clock in µs (0016). */
const nextGeneration = (dialect: DialectName) =>
  sql.raw(
    dialect === 'postgres'
      ? 'greatest(generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)'
      : "max(generation + 1, cast(unixepoch('subsec') * 1000000 as integer))",
  );

/**
 * PostgreSQL: a row insert counts at commit. The count's statement trigger updated the table's
 * `row_counts` row in the insert's statement, and that row's lock then held every other insert
 * into the table until the commit: a booking's e-mail read and outbox insert ran while every other
 * booking waited. A deferred trigger takes the lock at commit, so bookings wait only for each
 * other's commits. Per row, as deferred triggers must be: a bulk insert updates the row once per
 * inserted row, which only seeding and the benchmark do. Deletes still count per statement.
 */
export const countedAtCommit = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`
      create function count_inserted_row() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = row_count + 1, generation = ${nextGeneration(dialect)}
        where table_name = tg_table_name;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      const trigger = sql.id(`${table}_count_inserted`);
      await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db);
      await sql`
        create constraint trigger ${trigger} after insert on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function count_inserted_row()`.execute(db);
    }
    await sql`drop function count_inserted_rows()`.execute(db);
  },
});
