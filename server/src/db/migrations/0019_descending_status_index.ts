import type { Kysely, Migration } from 'kysely';

/**
 * A descending status sort breaks its ties by ascending id, which the (status, id) index read
 * backwards cannot give; with three statuses every such page would sort a third of the table. As
 * 0012 did for pick-up times.
 */
export const descendingStatusIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_status_desc_idx')
      .on('reservations')
      .columns(['status desc', 'id'])
      .execute();
  },
};
