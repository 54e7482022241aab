import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { COUNTED_TABLES, nextGeneration } from './row-count-sql.js';

/**
 * Generations never come back: each write takes at least the clock in microseconds, so a database
 * reset or restored goes past every generation a server instance may have kept boundaries for.
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
