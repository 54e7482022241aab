import type { Kysely, Migration } from 'kysely';

/** A descending status sort with ties by ascending id, as 0012 for pick-up times. */
export const descendingStatusIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_status_desc_idx')
      .on('reservations')
      .columns(['status desc', 'id'])
      .execute();
  },
};
