import type { Kysely, Migration } from 'kysely';

/**
 * The availability filter's set of cars with a CREATED reservation in an interval, built by one
 * range scan of this covering index.
 */
export const bookingSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_created_period_idx')
      .on('reservations')
      .columns(['status', 'drop_off_time', 'pick_up_time', 'car_id'])
      .execute();
  },
};
