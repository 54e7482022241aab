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

/**
 * Indexes for the users' text search (`q`) over first name, last name and e-mail.
 *
 * SQLite: a full-text table (FTS5) with the trigram tokenizer, where a search finds its candidates
 * instead of reading every user. It holds no copy of the text (external content: the users table);
 * the triggers update it on every insert, update and delete of a user, whichever code runs it.
 *
 * PostgreSQL: the three columns lower-cased once when written, in one column the database keeps
 * up to date (`search_text`, the columns joined by line feeds, which no search contains), under one
 * trigram index replacing the three of 0005. A search then tests one column with LIKE instead of
 * lower-casing three with ILIKE in every row it reads, which is most of the work when many users
 * match.
 */
export const userSearchIndex = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`alter table users add column search_text text generated always as
        (lower(first_name || chr(10) || last_name || chr(10) || email)) stored`.execute(db);
      const operatorClass = await trigramOperatorClass(db);
      if (operatorClass !== undefined) {
        await sql`create index users_search_text_trgm_idx on users
          using gin (search_text ${operatorClass})`.execute(db);
      }
      for (const column of SEARCHED_COLUMNS.users) {
        await sql`drop index if exists ${sql.id(`users_${column}_trgm_idx`)}`.execute(db);
      }
      return;
    }
    await sql`create virtual table users_search using fts5(
      first_name, last_name, email, content = 'users', content_rowid = 'id', tokenize = 'trigram'
    )`.execute(db);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, first_name, last_name, email)
        values (new.id, new.first_name, new.last_name, new.email);
    end`.execute(db);
    await sql`create trigger users_search_delete after delete on users begin
      insert into users_search (users_search, rowid, first_name, last_name, email)
        values ('delete', old.id, old.first_name, old.last_name, old.email);
    end`.execute(db);
    await sql`create trigger users_search_update
      after update of id, first_name, last_name, email on users begin
      insert into users_search (users_search, rowid, first_name, last_name, email)
        values ('delete', old.id, old.first_name, old.last_name, old.email);
      insert into users_search (rowid, first_name, last_name, email)
        values (new.id, new.first_name, new.last_name, new.email);
    end`.execute(db);
    // The users already there.
    await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
  },
});
