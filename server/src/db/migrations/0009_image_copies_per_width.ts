import type { Kysely, Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/**
 * WebP copies per slot width (400, 800, 1280) for `srcset`, replacing 0008's column, whose copy
 * (at most 1280 wide) becomes the 1280 slot's.
 */
export const imageCopiesPerWidth = (dialect: DialectName): Migration => ({
  async up(
    db: Kysely<{
      image_files: { id: string; webp_data: Buffer | null };
      image_webp_copies: { image_id: string; width: number; data: Buffer };
    }>,
  ) {
    await db.schema
      .createTable('image_webp_copies')
      .addColumn('image_id', 'varchar(36)', (c) =>
        c.notNull().references('image_files.id').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('data', columnTypes(dialect).blob, (c) => c.notNull())
      .addPrimaryKeyConstraint('image_webp_copies_pk', ['image_id', 'width'])
      .execute();
    await db
      .insertInto('image_webp_copies')
      .columns(['image_id', 'width', 'data'])
      .expression((eb) =>
        eb
          .selectFrom('image_files')
          .select(['id', eb.lit(1280).as('width'), 'webp_data'])
          .where('webp_data', 'is not', null),
      )
      .execute();
    await db.schema.alterTable('image_files').dropColumn('webp_data').execute();
  },
});
