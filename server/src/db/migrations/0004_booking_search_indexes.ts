import type { Kysely, Migration } from 'kysely';

/**
 * The vehicle list's availability filter keeps cars outside the set of cars with a CREATED
 * reservation in the interval. Both engines build that set once with a range scan of this
 * covering index, reading just the CREATED reservations ending after the interval's start. The
 * per-car index of the initial schema answers the availability call and the booking overlap check.
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
