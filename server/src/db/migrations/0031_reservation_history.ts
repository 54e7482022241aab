import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/**
 * Each reservation's history: one row per change (who, when in office wall-clock time, and the
 * fields with their values before and after, as JSON), gone with its reservation. Recording a
 * change raises the reservation's `calendar_sequence` in the same statement's transaction (a
 * trigger on both dialects), so the SEQUENCE of its calendar event counts its changes and the
 * e-mail that tells of a change always carries a newer event than the ones before.
 */
export const reservationHistory = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    await db.schema
      .alterTable('reservations')
      .addColumn('calendar_sequence', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`calendar_sequence >= 0`),
      )
      .execute();
    await db.schema
      .createTable('reservation_changes')
      .addColumn('id', types.idType, types.id)
      .addColumn('reservation_id', 'bigint', (c) =>
        c.notNull().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('changed_at', 'varchar(19)', (c) => c.notNull())
      .addColumn('changed_by', 'varchar(13)', (c) =>
        c.notNull().check(sql`changed_by in ('customer', 'administrator', 'system')`),
      )
      .addColumn('fields', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reservation_changes_reservation_idx')
      .on('reservation_changes')
      .columns(['reservation_id', 'changed_at'])
      .execute();
    await db.schema
      .createIndex('reservation_changes_changed_at_idx')
      .on('reservation_changes')
      .columns(['changed_at'])
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function reservation_change_sequence() returns trigger language plpgsql as $$
        begin
          update reservations set calendar_sequence = calendar_sequence + 1
          where id = new.reservation_id;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger reservation_changes_sequence after insert on reservation_changes
        for each row execute function reservation_change_sequence()`.execute(db);
    } else {
      await sql`
        create trigger reservation_changes_sequence after insert on reservation_changes
        begin
          update reservations set calendar_sequence = calendar_sequence + 1
          where id = new.reservation_id;
        end`.execute(db);
    }
  },
});
