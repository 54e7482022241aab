import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/** The message SQLite's triggers abort an overlapping write with (the server maps it). */
const OVERLAP = 'vehicle_occupancy_no_overlap';

/**
 * PostgreSQL: a reservation's row of `vehicle_occupancy` ends where `heldPeriod` of the rules
 * does: at the drop-off, or the second before its vehicle's turnaround is over. The exclusion
 * constraint then refuses a period starting within another's turnaround; a changed turnaround
 * moves the ends of the vehicle's rows, which it refuses as well when they come to overlap.
 */
async function postgresTurnaround(db: Kysely<unknown>) {
  await sql`
    create function held_until(drop_off_at varchar, turnaround_minutes integer)
    returns varchar language sql immutable as $$
      select case when turnaround_minutes = 0 then drop_off_at
        else to_char(drop_off_at::timestamp + make_interval(secs => turnaround_minutes * 60 - 1),
          'YYYY-MM-DD"T"HH24:MI:SS') end
    $$`.execute(db);
  await sql`
    create or replace function reservation_occupancy() returns trigger language plpgsql as $$
    begin
      delete from vehicle_occupancy where reservation_id = new.id;
      if new.status = 'CREATED' then
        insert into vehicle_occupancy (car_id, reservation_id, starts_at, ends_at)
        select new.car_id, new.id, new.pick_up_at, held_until(new.drop_off_at, c.turnaround_minutes)
        from cars c where c.id = new.car_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function car_turnaround_occupancy() returns trigger language plpgsql as $$
    begin
      update vehicle_occupancy o
      set ends_at = held_until(r.drop_off_at, new.turnaround_minutes)
      from reservations r
      where o.reservation_id = r.id and r.car_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger cars_turnaround_occupancy after update of turnaround_minutes on cars
    for each row when (old.turnaround_minutes <> new.turnaround_minutes)
    execute function car_turnaround_occupancy()`.execute(db);
}

/**
 * SQLite: the occupancy triggers of 0026 give way to ones that compare what each period holds,
 * a reservation through its vehicle's turnaround (`heldPeriod`), and a vehicle's turnaround may
 * change only while no two of its periods would then overlap.
 */
async function sqliteTurnaround(db: Kysely<unknown>) {
  for (const name of [
    'reservations_occupancy_insert',
    'reservations_occupancy_update',
    'blocked_periods_occupancy_insert',
    'blocked_periods_occupancy_update',
  ]) {
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  }
  const heldUntil = (dropOffAt: string, minutes: string) =>
    `(case when ${minutes} = 0 then ${dropOffAt} else strftime('%Y-%m-%dT%H:%M:%S', ${dropOffAt}, (${minutes} * 60 - 1) || ' seconds') end)`;
  const turnaroundOf = (carId: string) =>
    `(select turnaround_minutes from cars where id = ${carId})`;
  /** A CREATED reservation `r` or blocked period `b` of the car holding part of the period. */
  const taken = (
    carId: string,
    startsAt: string,
    heldTo: string,
    exceptReservation: string,
    exceptBlock: string,
  ) =>
    sql.raw(`
    exists (select 1 from reservations r where r.car_id = ${carId} and r.status = 'CREATED'
      and r.pick_up_at <= ${heldTo}
      and ${heldUntil('r.drop_off_at', turnaroundOf(carId))} >= ${startsAt} and ${exceptReservation})
    or exists (select 1 from blocked_periods b where b.car_id = ${carId}
      and b.start_at <= ${heldTo} and b.end_at >= ${startsAt} and ${exceptBlock})`);
  const reservationTaken = (update: boolean) =>
    taken(
      'new.car_id',
      'new.pick_up_at',
      heldUntil('new.drop_off_at', turnaroundOf('new.car_id')),
      update ? 'r.id <> new.id' : '1',
      '1',
    );
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
  const newHeldUntil = (dropOffAt: string) => heldUntil(dropOffAt, 'new.turnaround_minutes');
  const tooClose = sql.raw(`
    exists (select 1 from reservations a join reservations b
      on b.car_id = a.car_id and b.id <> a.id and b.status = 'CREATED'
      where a.car_id = new.id and a.status = 'CREATED'
        and a.pick_up_at <= b.pick_up_at and ${newHeldUntil('a.drop_off_at')} >= b.pick_up_at)
    or exists (select 1 from reservations r join blocked_periods p on p.car_id = r.car_id
      where r.car_id = new.id and r.status = 'CREATED'
        and r.pick_up_at <= p.end_at and ${newHeldUntil('r.drop_off_at')} >= p.start_at)`);
  await sql`
    create trigger cars_turnaround_occupancy before update of turnaround_minutes on cars
    when new.turnaround_minutes <> old.turnaround_minutes and (${tooClose})
    begin ${abort}; end`.execute(db);
}

/**
 * Each vehicle's turnaround: whole minutes after each drop-off in which it is made ready, 0 for
 * the vehicles there are (so no period held so far changes). The database's no-overlap guarantee
 * covers it on both dialects; a blocked period has none.
 */
export const vehicleTurnaround = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cars')
      .addColumn('turnaround_minutes', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`turnaround_minutes between 0 and 1440`),
      )
      .execute();
    if (dialect === 'postgres') await postgresTurnaround(db);
    else await sqliteTurnaround(db);
  },
});
