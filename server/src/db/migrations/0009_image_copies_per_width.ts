import type { Kysely, Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/**
 * WebP copies per slot width (400, 800 and 1280 pixels), for `<img srcset>`: a table of copies in
 * place of 0008's single column. That column's copy was made at most 1280 wide, so it becomes the
 * 1280 slot's copy; the narrower slots of images stored before are served that copy.
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
      // Deleting an image deletes its copies.
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
