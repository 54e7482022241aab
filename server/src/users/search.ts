import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../db/database.js';
import { containingPattern, containsText } from '../filters.js';
import type { Executor } from '../db/schema.js';

const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email'] as const;

/** The trigram full-text table finds no text shorter than one trigram. */
const TRIGRAM_LENGTH = 3;

/** Above this many candidates, reading every user (it stops early) beats the full-text lookup. */
const MOST_INDEXED_CANDIDATES = 5000;

/** An FTS5 phrase: the text taken literally, double quotes doubled. */
const literalPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * PostgreSQL: LIKE on the lower-cased columns joined by line feeds (which no search contains).
 * SQLite: the trigram table's candidates, trimmed by `containsText`, unless short or too common.
 */
export async function userTextSearch(
  db: Executor,
  dialect: DialectName,
  search: string,
): Promise<Expression<SqlBool>> {
  if (dialect === 'postgres') {
    return sql<SqlBool>`${sql.ref('users.searchText')} like lower(${containingPattern(search)})`;
  }
  const matches = containsText(dialect, search, SEARCHED_COLUMNS);
  if ([...search].length < TRIGRAM_LENGTH) return matches;
  const phrase = literalPhrase(search);
  const candidates = sql`select rowid from users_search where users_search match ${phrase}`;
  const { rows } = await sql<{ count: number }>`select count(*) as count
    from (${candidates} limit ${MOST_INDEXED_CANDIDATES + 1})`.execute(db);
  if (rows[0]!.count > MOST_INDEXED_CANDIDATES) return matches;
  return sql<SqlBool>`(${sql.ref('users.id')} in (${candidates}) and ${matches})`;
}
