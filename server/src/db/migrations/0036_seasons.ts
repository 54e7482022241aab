import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/** The message SQLite's triggers abort an overlapping write with (the server maps it). */
const OVERLAP = 'seasons_no_overlap';

/**
 * PostgreSQL: an exclusion constraint refuses two seasons sharing a day, closed date ranges as
 * the app's check, whichever transactions write them at once (it sees uncommitted rows). The
 * dates are `YYYY-MM-DD` text like every other date; a text-to-date cast is not immutable, so
 * `season_day` builds the date from its digits for the constraint's index.
 */
async function postgresNoOverlap(db: Kysely<unknown>) {
  await sql`
    create function season_day(day varchar) returns date language sql immutable strict as $$
      select make_date(substr(day, 1, 4)::integer, substr(day, 6, 2)::integer, substr(day, 9, 2)::integer)
    $$`.execute(db);
  await sql`
    alter table seasons add constraint ${sql.id(OVERLAP)} exclude using gist (
      daterange(season_day(start_date), season_day(end_date), '[]') with &&
    )`.execute(db);
}

/**
 * SQLite runs one writer at a time, so a trigger that looks before each write sees every
 * committed season: it aborts a season sharing a day with another.
 */
async function sqliteNoOverlap(db: Kysely<unknown>) {
  const taken = (update: boolean) =>
    sql.raw(`exists (select 1 from seasons s
      where s.start_date <= new.end_date and s.end_date >= new.start_date
      and ${update ? 's.id <> new.id' : '1'})`);
  const abort = sql.raw(`select raise(abort, '${OVERLAP}')`);
  await sql`
    create trigger seasons_no_overlap_insert before insert on seasons
    when ${taken(false)}
    begin ${abort}; end`.execute(db);
  await sql`
    create trigger seasons_no_overlap_update before update of start_date, end_date on seasons
    when ${taken(true)}
    begin ${abort}; end`.execute(db);
}

/**
 * Seasons: prices `percent` up (or down, when negative) on the days from `start_date` to
 * `end_date` (inclusive, `YYYY-MM-DD`); no two seasons share a day, which the database holds on
 * both dialects.
 */
export const seasons = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    await db.schema
      .createTable('seasons')
      .addColumn('id', types.idType, types.id)
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('percent', 'integer', (c) => c.notNull())
      .addCheckConstraint('seasons_name_length', sql`length(name) between 1 and 60`)
      .addCheckConstraint('seasons_ends_on_or_after_start', sql`end_date >= start_date`)
      .addCheckConstraint(
        'seasons_percent_range',
        sql`percent between -90 and 500 and percent <> 0`,
      )
      .execute();
    await db.schema
      .createIndex('seasons_start_idx')
      .on('seasons')
      .columns(['start_date', 'id'])
      .execute();
    if (dialect === 'postgres') await postgresNoOverlap(db);
    else await sqliteNoOverlap(db);
  },
});
