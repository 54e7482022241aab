import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { spanClassOf, spanOfRow } from './span-class-sql.js';

/** The span class of the reservation row in scope. */
const spanClassOfRow = () => spanClassOf(spanOfRow());

/**
 * SQLite: a plain column kept by triggers; a virtual generated column (the only kind SQLite can
 * add) would be recomputed on every read, even from an index.
 */
async function addSqliteSpanClass(db: Kysely<unknown>) {
  await db.schema.alterTable('reservations').addColumn('span_class', 'integer').execute();
  const update = sql`update reservations set span_class = ${spanClassOfRow()}`;
  await update.execute(db);
  await sql`create trigger reservations_span_class_on_insert after insert on reservations
    begin ${update} where id = new.id; end`.execute(db);
  await sql`create trigger reservations_span_class_on_update
    after update of pick_up_time, drop_off_time on reservations
    begin ${update} where id = new.id; end`.execute(db);
}

/**
 * `span_class` (see span-class-sql.ts) and an index on it: a CREATED reservation of class k overlaps
 * an interval only if it picks up at most k's longest span before its start, so the availability
 * filter reads a short range of pick-up times per class. The database computes the class
 * (PostgreSQL: a stored generated column), so no writer can leave it wrong.
 */
export const availabilityFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('reservations')
        .addColumn('span_class', 'integer', (column) =>
          column.generatedAlwaysAs(spanClassOfRow()).stored(),
        )
        .execute();
    } else {
      await addSqliteSpanClass(db);
    }
    await db.schema
      .createIndex('reservations_created_span_class_idx')
      .on('reservations')
      .columns(['status', 'span_class', 'pick_up_time', 'drop_off_time', 'car_id'])
      .execute();
  },
});
