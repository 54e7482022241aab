import type { Kysely, Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/**
 * The WebP copy of each image, made on upload and seed. Images stored before it have none and are
 * served as they were uploaded.
 */
export const imageWebpCopies = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('image_files')
      .addColumn('webp_data', columnTypes(dialect).blob)
      .execute();
  },
});
