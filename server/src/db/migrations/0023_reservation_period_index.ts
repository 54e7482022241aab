import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/**
 * An interval index of the CREATED reservations' periods, for "which vehicles are booked during
 * this interval" over the whole fleet: a B-tree can bound only one end of a period, so that
 * question read every upcoming reservation. Both indexes answer a superset (whole minutes on
 * PostgreSQL, whole hours with an hour's margin on SQLite) that the query then checks exactly.
 *
 * PostgreSQL: a GiST index over the period as an `int8range` of minutes. `reservation_minute` is
 * declared immutable: its argument is always the fixed ISO form (`2026-03-14T10:00:00`), which
 * every `DateStyle` reads alike, and a `timestamp` without zone has the same epoch in every
 * `TimeZone`.
 *
 * SQLite: an R*Tree of the periods in hours (32-bit integer coordinates reach far past year 9999),
 * kept by triggers in the writing transaction.
 */
export const reservationPeriodIndex = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`
        create function reservation_minute(local_time text) returns bigint
        language sql immutable parallel safe
        as $$ select (extract(epoch from local_time::timestamp) / 60)::bigint $$`.execute(db);
      await sql`
        create index reservations_created_period_gist_idx on reservations using gist
          (int8range(reservation_minute(pick_up_time), reservation_minute(drop_off_time), '[]'))
        where status = 'CREATED'`.execute(db);
      return;
    }
    const hours = (row: 'new' | 'reservations') => ({
      starts: sql.raw(`unixepoch(${row}.pick_up_time) / 3600 - 1`),
      ends: sql.raw(`unixepoch(${row}.drop_off_time) / 3600 + 1`),
    });
    await sql`create virtual table reservation_periods using rtree_i32(id, starts, ends, +car_id)`.execute(
      db,
    );
    const stored = hours('reservations');
    await sql`
      insert into reservation_periods (id, starts, ends, car_id)
      select id, ${stored.starts}, ${stored.ends}, car_id from reservations
      where status = 'CREATED'`.execute(db);
    const added = hours('new');
    const addNew = sql`
      insert into reservation_periods (id, starts, ends, car_id)
      select new.id, ${added.starts}, ${added.ends}, new.car_id where new.status = 'CREATED';`;
    await sql`
      create trigger reservations_period_inserted after insert on reservations
      begin ${addNew} end`.execute(db);
    await sql`
      create trigger reservations_period_updated
      after update of status, pick_up_time, drop_off_time, car_id on reservations
      begin
        delete from reservation_periods where id = old.id;
        ${addNew}
      end`.execute(db);
    await sql`
      create trigger reservations_period_deleted after delete on reservations
      begin
        delete from reservation_periods where id = old.id;
      end`.execute(db);
  },
});
