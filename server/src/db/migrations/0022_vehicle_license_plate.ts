import type { Kysely, Migration } from 'kysely';

/** An optional licence plate per vehicle, unique (NULLs may repeat). */
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
