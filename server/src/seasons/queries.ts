import type { Executor } from '../db/schema.js';
import { toSeason } from './rows.js';

/** Every season, by start date, then id. */
export async function allSeasons(db: Executor) {
  const rows = await db
    .selectFrom('seasons')
    .selectAll()
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  return rows.map(toSeason);
}
