import type { Kysely, Migration } from 'kysely';

/**
 * Reservation lists sort by latest pick-up first, ties by id ascending: indexes in that exact order,
 * so a page far back needs no re-sorting of equal pick-up times.
 */
export const descendingPickUpIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_pick_up_desc_idx')
      .on('reservations')
      .columns(['pick_up_time desc', 'id'])
      .execute();
    await db.schema
      .createIndex('reservations_user_pick_up_desc_idx')
      .on('reservations')
      .columns(['user_id', 'pick_up_time desc', 'id'])
      .execute();
  },
};
