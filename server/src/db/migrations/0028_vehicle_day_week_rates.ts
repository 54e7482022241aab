import { sql, type Kysely, type Migration } from 'kysely';

/** Optional day and week prices per vehicle, in integer cents like its hourly price. */
export const vehicleDayWeekRates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cars')
      .addColumn('price_per_day', 'integer', (column) => column.check(sql`price_per_day > 0`))
      .execute();
    await db.schema
      .alterTable('cars')
      .addColumn('price_per_week', 'integer', (column) => column.check(sql`price_per_week > 0`))
      .execute();
  },
};
