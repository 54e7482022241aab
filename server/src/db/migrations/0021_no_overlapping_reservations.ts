import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/**
 * The schema of `btree_gist` (`=` on plain columns in a GiST index), installed in `public` on first
 * use: it is database-wide, so concurrent migrations of two schemas take turns creating it.
 */
async function btreeGistSchema(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('rentacar:btree_gist'))`.execute(db);
  const available =
    await sql`select 1 from pg_available_extensions where name = 'btree_gist'`.execute(db);
  if (available.rows.length === 0) {
    throw new Error(
      'the PostgreSQL extension btree_gist (contrib) is not installed on the database server; install it, then start again.',
    );
  }
  await sql`create extension if not exists btree_gist with schema public`.execute(db);
  // Created here in public, or found wherever an earlier installation put it.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'btree_gist'`.execute(db);
  return rows[0]!.schema;
}

/**
 * PostgreSQL: an exclusion constraint keeps two CREATED reservations of one car from overlapping
 * (closed ranges, as the app's check), over `reservation_period` ranges of the ISO time text in
 * "C" collation (a timestamp cast is not immutable). Reservations breaking it fail the migration
 * first, named, until an administrator fixes them. SQLite's single writer checks in its transaction.
 */
export const noOverlappingReservations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    const clashes = await sql<{ first: string; second: string }>`
      select a.id as first, b.id as second from reservations a
      join reservations b on b.car_id = a.car_id and b.id > a.id
      where a.status = 'CREATED' and b.status = 'CREATED'
        and a.pick_up_time collate "C" <= b.drop_off_time collate "C"
        and a.drop_off_time collate "C" >= b.pick_up_time collate "C"
      order by a.id, b.id`.execute(db);
    const reversed = await sql<{ id: string }>`
      select id from reservations where status = 'CREATED'
        and pick_up_time collate "C" > drop_off_time collate "C" order by id`.execute(db);
    if (clashes.rows.length > 0 || reversed.rows.length > 0) {
      const problems = [
        ...clashes.rows.map(({ first, second }) => `ids ${first} and ${second} overlap`),
        ...reversed.rows.map(({ id }) => `id ${id} drops off before it picks up`),
      ];
      throw new Error(
        `CREATED reservations that break the no-overlap rule: ${problems.join('; ')}. Cancel or change them, then start again.`,
      );
    }
    const btreeGist = await btreeGistSchema(db);
    await sql`create type reservation_period as range (subtype = text, collation = "C")`.execute(
      db,
    );
    await sql`
      alter table reservations add constraint reservations_no_overlap exclude using gist (
        car_id ${sql.id(btreeGist)}.gist_int8_ops with =,
        reservation_period(pick_up_time, drop_off_time, '[]') with &&
      ) where (status = 'CREATED')`.execute(db);
  },
});
