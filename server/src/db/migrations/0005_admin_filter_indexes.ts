import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/** The columns the administrator's text searches (`q`) look in, by table. */
const SEARCHED_COLUMNS = {
  users: ['first_name', 'last_name', 'email'],
  cars: ['model'],
  contact_messages: ['subject', 'name', 'email'],
} as const;

/**
 * PostgreSQL: the operator class of trigram (pg_trgm) GIN indexes, which let `LIKE '%text%'` find
 * rows without reading the whole table, installing the extension on first use; undefined where
 * the server cannot install it (searches then scan the table). The extension is database-wide and
 * shared by every schema: concurrent migrations of two schemas take turns creating it.
 */
async function trigramOperatorClass(db: Kysely<unknown>) {
  await sql`select pg_advisory_xact_lock(hashtext('rentacar:pg_trgm'))`.execute(db);
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  if (available.rows.length === 0) return undefined;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // Created here in public, or found wherever an earlier installation put it.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}

/** PostgreSQL: trigram indexes for `ILIKE '%text%'` on every searched column. */
async function addTrigramIndexes(db: Kysely<unknown>) {
  const operatorClass = await trigramOperatorClass(db);
  if (operatorClass === undefined) return;
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
        using gin (${sql.ref(column)} ${operatorClass})`.execute(db);
    }
  }
}

/**
 * Indexes for the administrator's list filters and dashboard figures (`GET /admin/stats`). The
 * text searches (`q`) are substring matches, which no B-tree index serves: trigram indexes on
 * PostgreSQL; SQLite scans the table.
 */
export const adminFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') await addTrigramIndexes(db);
    const indexes: Record<string, [table: string, columns: string[]]> = {
      // users?role=: the users holding a role.
      user_roles_role_idx: ['user_roles', ['role', 'user_id']],
      // reservations?status= by pick-up time (the list's default order), and the status counts.
      reservations_status_pick_up_idx: ['reservations', ['status', 'pick_up_time', 'id']],
      // reservations?carId= by pick-up time.
      reservations_car_pick_up_idx: ['reservations', ['car_id', 'pick_up_time', 'id']],
      // Revenue per month and per vehicle: the 12-month window read from the index alone.
      reservations_revenue_idx: [
        'reservations',
        ['pick_up_time', 'status', 'car_id', 'total_price'],
      ],
      // Utilisation: CREATED reservations ending after now.
      reservations_utilisation_idx: ['reservations', ['status', 'drop_off_time', 'pick_up_time']],
    };
    for (const [name, [table, columns]] of Object.entries(indexes)) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
});
