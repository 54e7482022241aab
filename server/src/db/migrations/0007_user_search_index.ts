import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { SEARCHED_COLUMNS, trigramOperatorClass } from './trigram-sql.js';

/**
 * The users' text search over first name, last name and e-mail. SQLite: an external-content FTS5
 * trigram table kept by triggers. PostgreSQL: one generated lower-cased `search_text` column under
 * one trigram index, replacing 0005's three, so a search tests one column with LIKE.
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
    await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
  },
});
