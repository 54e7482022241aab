import type { Kysely, Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/** Each image's WebP copy; images stored before have none and are served as uploaded. */
export const imageWebpCopies = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('image_files')
      .addColumn('webp_data', columnTypes(dialect).blob)
      .execute();
  },
});
