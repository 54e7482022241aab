import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/** The tables whose rows `row_counts` keeps counted: those of the largest unfiltered lists. */
const COUNTED_TABLES = ['cars', 'reservations'] as const;

/** A counted table's next generation: one more, and at least the database clock in µs. */
const nextGeneration = (dialect: DialectName) =>
  sql.raw(
    dialect === 'postgres'
      ? 'greatest(generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)'
      : "max(generation + 1, cast(unixepoch('subsec') * 1000000 as integer))",
  );

/**
 * Generations that never come back: migration 0015's counted from 0, so a database reset and
 * seeded again, or restored from a backup, reached the numbers it had before with other rows,
 * and a server instance still keeping boundaries read at such a number trusted them. Each change
 * now takes the clock's time in microseconds when that is past the generation plus one: a
 * reset or restored database starts, and goes on, past every generation any instance has seen
 * (unless the database's clock goes back, or changes ran ahead of it by more than the time since).
 */
export const timedGenerations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const next = nextGeneration(dialect);
    await sql`update row_counts set generation = ${next}`.execute(db);
    if (dialect === 'postgres') {
      const replace = (name: string, change: string, where: string) => sql`
        create or replace function ${sql.id(name)}() returns trigger language plpgsql as $$
        begin
          update row_counts set ${sql.raw(change)} generation = ${next}
          where table_name = tg_table_name ${sql.raw(where)};
          return null;
        end $$`;
      await replace(
        'count_inserted_rows',
        'row_count = row_count + (select count(*) from inserted_rows),',
        '',
      ).execute(db);
      await replace(
        'count_deleted_rows',
        'row_count = row_count - (select count(*) from deleted_rows),',
        '',
      ).execute(db);
      await replace('note_updated_rows', '', 'and exists (select from updated_rows)').execute(db);
      return;
    }
    for (const table of COUNTED_TABLES) {
      for (const [name, event, change] of [
        ['count_inserted', 'insert', 'row_count = row_count + 1,'],
        ['count_deleted', 'delete', 'row_count = row_count - 1,'],
        ['note_updated', 'update', ''],
      ] as const) {
        const trigger = sql.id(`${table}_${name}`);
        await sql`drop trigger ${trigger}`.execute(db);
        await sql`
          create trigger ${trigger} after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update row_counts set ${sql.raw(change)} generation = ${next}
            where table_name = ${sql.lit(table)};
          end`.execute(db);
      }
    }
  },
});
