import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/** The shell address of the site when branches came (the app's footer and contact page). */
const SHELL_BRANCH = {
  name: 'Chicago Downtown',
  slug: 'chicago-downtown',
  address: '233 S Wacker Dr',
  city: 'Chicago',
  zip_code: '60606',
  country: 'US',
  latitude: 41.8789,
  longitude: -87.6359,
  phone_number: '(312) 555-0147',
  email: 'info@rentacar.example.com',
};

/** Open around the clock every day, so no booking made before branches is refused by hours. */
const AROUND_THE_CLOCK = JSON.stringify(
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
);

/** The offset of `zone` from UTC at an instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(epochMs);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - epochMs;
}

/** A local wall-clock time of `zone` as the UTC wall-clock time of the same instant. */
function utcOf(local: string, zone: string): string {
  const asUtc = Date.parse(`${local}Z`);
  const first = asUtc - zoneOffsetMs(asUtc, zone);
  const instant = asUtc - zoneOffsetMs(first, zone);
  return new Date(instant).toISOString().slice(0, 19);
}

/** Where PostgreSQL's `btree_gist` lives (0021 installed it). */
async function btreeGistSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'btree_gist'`.execute(db);
  return rows[0]!.schema;
}

/**
 * Branches: a table of them, one made from the shell address holding every vehicle (in the
 * office's zone, open around the clock), `cars.branch_id` required, and the optional pick-up and
 * drop-off branches of reservations (a deleted branch leaves them null; the names stay).
 *
 * Times of different branches are wall-clock times of different zones, so their text no longer
 * orders them: each reservation also keeps its two instants as UTC wall-clock text
 * (`pick_up_at`, `drop_off_at`, the same fixed-width form), those of earlier reservations read in
 * the office's zone, and PostgreSQL's no-overlap constraint moves onto them. SQLite cannot make
 * an added column `not null` with a reference: triggers refuse a car without a branch.
 */
export const branches = (dialect: DialectName, officeTimeZone: string): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    const postgres = dialect === 'postgres';
    await db.schema
      .createTable('branches')
      .addColumn('id', types.idType, types.id)
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('slug', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('address', 'varchar(200)', (c) => c.notNull())
      .addColumn('city', 'varchar(100)', (c) => c.notNull())
      .addColumn('zip_code', 'varchar(20)', (c) => c.notNull())
      .addColumn('country', 'varchar(2)', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('phone_number', 'varchar(14)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      .addColumn('opening_hours', 'text', (c) => c.notNull())
      .addColumn('closures', 'text', (c) => c.notNull())
      .addColumn('one_way_fee', 'integer')
      .execute();
    await db.schema
      .createIndex('branches_name_sort_idx')
      .on('branches')
      .columns(['name', 'id'])
      .execute();
    const shell = {
      ...SHELL_BRANCH,
      time_zone: officeTimeZone,
      opening_hours: AROUND_THE_CLOCK,
      closures: '[]',
    };
    await sql`insert into branches (${sql.join(Object.keys(shell).map((column) => sql.ref(column)))})
      values (${sql.join(Object.values(shell))})`.execute(db);
    const shellBranch = sql`(select min(id) from branches)`;

    await db.schema
      .alterTable('cars')
      .addColumn('branch_id', 'bigint', (c) => c.references('branches.id'))
      .execute();
    await sql`update cars set branch_id = ${shellBranch}`.execute(db);
    if (postgres) {
      await sql`alter table cars alter column branch_id set not null`.execute(db);
    } else {
      for (const event of ['insert', 'update']) {
        await sql`
          create trigger ${sql.id(`cars_branch_required_${event}`)} before ${sql.raw(event)} on cars
          when new.branch_id is null
          begin select raise(abort, 'NOT NULL constraint failed: cars.branch_id'); end`.execute(db);
      }
    }
    await db.schema
      .createIndex('cars_branch_idx')
      .on('cars')
      .columns(['branch_id', 'id'])
      .execute();

    for (const column of ['pick_up_branch_id', 'drop_off_branch_id']) {
      await db.schema
        .alterTable('reservations')
        .addColumn(column, 'bigint', (c) => c.references('branches.id').onDelete('set null'))
        .execute();
    }
    await db.schema
      .createIndex('reservations_pick_up_branch_idx')
      .on('reservations')
      .columns(['pick_up_branch_id', 'status', 'drop_off_time'])
      .execute();
    await db.schema
      .createIndex('reservations_drop_off_branch_idx')
      .on('reservations')
      .columns(['drop_off_branch_id', 'status', 'drop_off_time'])
      .execute();

    for (const column of ['pick_up_at', 'drop_off_at']) {
      await db.schema
        .alterTable('reservations')
        .addColumn(column, 'varchar(19)', (c) => (postgres ? c : c.notNull().defaultTo('')))
        .execute();
    }
    if (postgres) {
      const utc = (column: string) =>
        sql`to_char((${sql.ref(column)}::timestamp at time zone ${officeTimeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;
      await sql`update reservations set pick_up_at = ${utc('pick_up_time')}, drop_off_at = ${utc('drop_off_time')}`.execute(
        db,
      );
      for (const column of ['pick_up_at', 'drop_off_at']) {
        await sql`alter table reservations alter column ${sql.ref(column)} set not null`.execute(
          db,
        );
      }
      const btreeGist = await btreeGistSchema(db);
      await sql`alter table reservations drop constraint reservations_no_overlap`.execute(db);
      await sql`
        alter table reservations add constraint reservations_no_overlap exclude using gist (
          car_id ${sql.id(btreeGist)}.gist_int8_ops with =,
          reservation_period(pick_up_at, drop_off_at, '[]') with &&
        ) where (status = 'CREATED')`.execute(db);
    } else {
      const rows = await sql<{ id: number; pick_up_time: string; drop_off_time: string }>`
        select id, pick_up_time, drop_off_time from reservations`.execute(db);
      for (const row of rows.rows) {
        await sql`update reservations set pick_up_at = ${utcOf(row.pick_up_time, officeTimeZone)},
          drop_off_at = ${utcOf(row.drop_off_time, officeTimeZone)} where id = ${row.id}`.execute(
          db,
        );
      }
    }
    await db.schema
      .createIndex('reservations_car_instants_idx')
      .on('reservations')
      .columns(['car_id', 'pick_up_at', 'drop_off_at'])
      .execute();
  },
});
