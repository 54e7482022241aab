import type { Kysely, Migration } from 'kysely';

/**
 * Reservation lists default to the latest pick-up first with ties by id ascending. An index on
 * (pick_up_time, id) read backwards yields ids descending, so every group of equal pick-up times
 * would be sorted again, which a page far back pays for every group before it; these indexes hold
 * the lists' exact order, so a page's ids are a plain index walk.
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
