import type { Kysely } from 'kysely';
import type { DialectName } from './db/database.js';
import type { DB } from './db/schema.js';

export interface Context {
  db: Kysely<DB>;
  dialect: DialectName;
}
