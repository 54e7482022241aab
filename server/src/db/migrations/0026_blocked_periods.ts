import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/** The message SQLite's triggers abort an overlapping write with (the server maps it). */
const OVERLAP = 'vehicle_occupancy_no_overlap';

/** Where PostgreSQL's `btree_gist` lives (0021 installed it). */
async function btreeGistSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'btree_gist'`.execute(db);
  return rows[0]!.schema;
}

/**
 * PostgreSQL: an exclusion constraint holds on one table only, so the periods a vehicle is taken
 * (CREATED reservations and blocked periods) are copied by triggers into `vehicle_occupancy`,
 * whose exclusion constraint then refuses any two that overlap, closed ranges on the instants as
 * the app's check, whichever transactions write them at once (it sees uncommitted rows).
 */
async function postgresOccupancy(db: Kysely<unknown>) {
  const btreeGist = await btreeGistSchema(db);
  await sql`
    create table vehicle_occupancy (
      car_id bigint not null,
      reservation_id bigint unique references reservations (id) on delete cascade,
      blocked_period_id bigint unique references blocked_periods (id) on delete cascade,
      starts_at varchar(19) not null,
      ends_at varchar(19) not null,
      check (num_nonnulls(reservation_id, blocked_period_id) = 1),
      constraint vehicle_occupancy_no_overlap exclude using gist (
        car_id ${sql.id(btreeGist)}.gist_int8_ops with =,
        reservation_period(starts_at, ends_at, '[]') with &&
      )
    )`.execute(db);
  await sql`
    insert into vehicle_occupancy (car_id, reservation_id, starts_at, ends_at)
    select car_id, id, pick_up_at, drop_off_at from reservations where status = 'CREATED'`.execute(
    db,
  );
  await sql`
    create function reservation_occupancy() returns trigger language plpgsql as $$
    begin
      delete from vehicle_occupancy where reservation_id = new.id;
      if new.status = 'CREATED' then
        insert into vehicle_occupancy (car_id, reservation_id, starts_at, ends_at)
        values (new.car_id, new.id, new.pick_up_at, new.drop_off_at);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger reservations_occupancy after insert or update of status, car_id, pick_up_at, drop_off_at
    on reservations for each row execute function reservation_occupancy()`.execute(db);
  await sql`
    create function blocked_period_occupancy() returns trigger language plpgsql as $$
    begin
      delete from vehicle_occupancy where blocked_period_id = new.id;
      insert into vehicle_occupancy (car_id, blocked_period_id, starts_at, ends_at)
      values (new.car_id, new.id, new.start_at, new.end_at);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger blocked_periods_occupancy after insert or update of car_id, start_at, end_at
    on blocked_periods for each row execute function blocked_period_occupancy()`.execute(db);
}

/**
 * SQLite runs one writer at a time, so a trigger that looks before each write sees every
 * committed period: it aborts a CREATED reservation or a blocked period overlapping another of
 * the vehicle (closed periods on the instants, as the app's check).
 */
async function sqliteOccupancy(db: Kysely<unknown>) {
  const taken = (
    carId: string,
    startsAt: string,
    endsAt: string,
    exceptReservation: string,
    exceptBlock: string,
  ) =>
    sql.raw(`
    exists (select 1 from reservations r where r.car_id = ${carId} and r.status = 'CREATED'
      and r.pick_up_at <= ${endsAt} and r.drop_off_at >= ${startsAt} and ${exceptReservation})
    or exists (select 1 from blocked_periods b where b.car_id = ${carId}
      and b.start_at <= ${endsAt} and b.end_at >= ${startsAt} and ${exceptBlock})`);
  const reservationTaken = (update: boolean) =>
    taken('new.car_id', 'new.pick_up_at', 'new.drop_off_at', update ? 'r.id <> new.id' : '1', '1');
  const blockTaken = (update: boolean) =>
    taken('new.car_id', 'new.start_at', 'new.end_at', '1', update ? 'b.id <> new.id' : '1');
  const abort = sql.raw(`select raise(abort, '${OVERLAP}')`);
  await sql`
    create trigger reservations_occupancy_insert before insert on reservations
    when new.status = 'CREATED' and (${reservationTaken(false)})
    begin ${abort}; end`.execute(db);
  await sql`
    create trigger reservations_occupancy_update
    before update of status, car_id, pick_up_at, drop_off_at on reservations
    when new.status = 'CREATED' and (${reservationTaken(true)})
    begin ${abort}; end`.execute(db);
  await sql`
    create trigger blocked_periods_occupancy_insert before insert on blocked_periods
    when ${blockTaken(false)}
    begin ${abort}; end`.execute(db);
  await sql`
    create trigger blocked_periods_occupancy_update
    before update of car_id, start_at, end_at on blocked_periods
    when ${blockTaken(true)}
    begin ${abort}; end`.execute(db);
}

/**
 * Blocked periods: a vehicle out of service from `start_time` to `end_time` (its branch's
 * wall-clock times, kept as written) whose instants (`start_at`, `end_at`, UTC wall-clock text
 * as the reservations' `pick_up_at`) no CREATED reservation nor other blocked period of the
 * vehicle may overlap, which the database holds on both dialects. A deleted vehicle takes its
 * blocked periods with it.
 */
export const blockedPeriods = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    await db.schema
      .createTable('blocked_periods')
      .addColumn('id', types.idType, types.id)
      .addColumn('car_id', 'bigint', (c) => c.notNull().references('cars.id').onDelete('cascade'))
      .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('start_at', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(19)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull())
      .addCheckConstraint('blocked_periods_ends_after_start', sql`end_at > start_at`)
      .execute();
    await db.schema
      .createIndex('blocked_periods_car_instants_idx')
      .on('blocked_periods')
      .columns(['car_id', 'start_at', 'end_at'])
      .execute();
    await db.schema
      .createIndex('blocked_periods_start_idx')
      .on('blocked_periods')
      .columns(['start_time', 'id'])
      .execute();
    if (dialect === 'postgres') await postgresOccupancy(db);
    else await sqliteOccupancy(db);
  },
});
