import type { Kysely, Migration } from 'kysely';

/**
 * A vehicle's licence plate: optional (vehicles stored before have none), and no two vehicles
 * share one. A unique index, under which NULLs may repeat on both databases.
 */
export const vehicleLicensePlate: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cars').addColumn('license_plate', 'varchar(15)').execute();
    await db.schema
      .createIndex('cars_license_plate_unique_idx')
      .on('cars')
      .unique()
      .column('license_plate')
      .execute();
  },
};
