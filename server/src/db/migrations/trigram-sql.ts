/** PostgreSQL trigram (pg_trgm) set-up, for migrations only. Frozen: never changes once used. */
import { sql, type Kysely } from 'kysely';

/** The columns the administrator's text searches (`q`) look in, by table. */
export const SEARCHED_COLUMNS = {
  users: ['first_name', 'last_name', 'email'],
  cars: ['model'],
  contact_messages: ['subject', 'name', 'email'],
} as const;

/**
 * The operator class of trigram GIN indexes (which serve `LIKE '%text%'`), installing pg_trgm on
 * first use; undefined where the server cannot install it (searches then scan the table). The
 * extension is database-wide: concurrent migrations of two schemas take turns creating it.
 */
export async function trigramOperatorClass(db: Kysely<unknown>) {
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
