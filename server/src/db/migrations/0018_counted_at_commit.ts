import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { COUNTED_TABLES, nextGeneration } from './row-count-sql.js';

/**
 * PostgreSQL: inserts count at commit through a deferred per-row trigger, so the `row_counts` row's
 * lock no longer holds every other insert into the table until the inserting transaction commits.
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
