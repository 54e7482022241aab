import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each vehicle's optional young-driver surcharge: an age and a price per rental day in integer
 * cents, both or neither (none for the vehicles there are); and what a reservation was charged
 * for it, in integer cents, null when nothing (never more than its total).
 */
export const youngDriverSurcharge: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cars')
      .addColumn('young_driver_age', 'integer', (c) =>
        c.check(sql`young_driver_age between 16 and 99`),
      )
      .execute();
    await db.schema
      .alterTable('cars')
      .addColumn('young_driver_surcharge_per_day', 'integer', (c) =>
        c.check(
          sql`(young_driver_surcharge_per_day is null) = (young_driver_age is null) and (young_driver_surcharge_per_day is null or young_driver_surcharge_per_day > 0)`,
        ),
      )
      .execute();
    await db.schema
      .alterTable('reservations')
      .addColumn('young_driver_surcharge', 'integer', (c) =>
        c.check(
          sql`young_driver_surcharge is null or young_driver_surcharge between 1 and total_price`,
        ),
      )
      .execute();
  },
};
