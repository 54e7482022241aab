import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { COUNTED_TABLES, createSqliteCountTriggers } from './row-count-sql.js';

/**
 * `row_counts` keeps only the counts: the generations and the span class go, with every trigger,
 * function and index for them; nothing reads them and each cost every write. Counts stay as before.
 */
export const plainRowCounts = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      for (const table of COUNTED_TABLES) {
        await sql`drop trigger ${sql.id(`${table}_note_updated`)} on ${sql.table(table)}`.execute(
          db,
        );
      }
      await sql`drop function note_updated_rows()`.execute(db);
      await sql`
        create or replace function count_inserted_row() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count + 1 where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
      await sql`
        create or replace function count_deleted_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count - (select count(*) from deleted_rows)
          where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
      await sql`drop trigger reservations_span_class on reservations`.execute(db);
      await sql`drop function set_reservation_span_class()`.execute(db);
      await sql`drop function reservation_span_class(text, text)`.execute(db);
    } else {
      for (const table of COUNTED_TABLES) {
        for (const name of ['count_inserted', 'count_deleted', 'note_updated']) {
          await sql`drop trigger ${sql.id(`${table}_${name}`)}`.execute(db);
        }
        await createSqliteCountTriggers(db, table);
      }
      await sql`drop trigger reservations_span_class_on_insert`.execute(db);
      await sql`drop trigger reservations_span_class_on_update`.execute(db);
    }
    await db.schema.alterTable('row_counts').dropColumn('generation').execute();
    await db.schema.dropIndex('reservations_created_span_class_idx').execute();
    await db.schema.alterTable('reservations').dropColumn('span_class').execute();
  },
});
