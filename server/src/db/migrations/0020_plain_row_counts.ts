import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/** The tables `row_counts` keeps counted. */
const COUNTED_TABLES = ['cars', 'reservations'] as const;

/**
 * `row_counts` keeps only the counts: the generations (0015, 0016) and the span class (0006,
 * 0017) go, with every trigger, function and index that kept or read them. Nothing reads either
 * any more, and each cost every write to a reservation or a car a trigger (the span class, the
 * update generation) or a wider `row_counts` update.
 *
 * Counts stay exact in the writing transaction as before. PostgreSQL: an insert still counts at
 * commit (0018's deferred per-row trigger, so bookings wait only for each other's commits), a
 * delete per statement; SQLite per row. The overlap check of a booking keeps the per-car index of
 * the initial schema, `reservations_car_availability_idx` (car_id, status, pick_up_time,
 * drop_off_time).
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
      await sql`drop trigger reservations_span_class_on_insert`.execute(db);
      await sql`drop trigger reservations_span_class_on_update`.execute(db);
    }
    await db.schema.alterTable('row_counts').dropColumn('generation').execute();
    await db.schema.dropIndex('reservations_created_span_class_idx').execute();
    await db.schema.alterTable('reservations').dropColumn('span_class').execute();
  },
});
