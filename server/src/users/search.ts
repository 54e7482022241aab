import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../db/database.js';
import { containingPattern, containsText } from '../filters.js';
import type { Executor } from '../db/schema.js';

const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email'] as const;

/** The trigram full-text table finds no text shorter than one trigram. */
const TRIGRAM_LENGTH = 3;

/**
 * Above this many candidates the full-text lookup costs more than reading every user (measured
 * with 100,000 users: the lookup grows with the candidates, the plain reading stops early on a
 * page of common matches).
 */
const MOST_INDEXED_CANDIDATES = 5000;

/** An FTS5 phrase: the text taken literally, double quotes doubled. */
const literalPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Whether a user's first name, last name or e-mail contains `search`, letter case aside, as
 * `containsText` tests it (indexed on both databases).
 *
 * PostgreSQL: ILIKE is LIKE between the lower-cased text and pattern, so LIKE on `search_text`,
 * the lower-cased columns joined by line feeds, answers alike (no search contains a line feed:
 * the contract refuses control characters), from its trigram index or reading one column.
 *
 * SQLite: a search of three characters or more first narrows the users to the candidates of the
 * trigram full-text table, which finds the text in any letter case: a superset that
 * `containsText` then trims, so both paths answer alike. A search most users match reads the table
 * instead, as do shorter searches.
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
