import type { Kysely, Migration } from 'kysely';
import sharp from 'sharp';

/** A stored WebP copy's width, read from its header; undefined when it does not decode. */
async function webpPixelWidth(data: Buffer): Promise<number | undefined> {
  try {
    return (await sharp(data).metadata()).width;
  } catch {
    return undefined;
  }
}

/**
 * Each WebP copy's own width, which `srcset` describes it by: a copy of a picture narrower than
 * its slot is as wide as the picture. The copies stored before are read once for theirs.
 */
export const imageCopyPixelWidths: Migration = {
  async up(
    db: Kysely<{
      image_webp_copies: {
        image_id: string;
        width: number;
        pixel_width: number | null;
        data: Buffer;
      };
    }>,
  ) {
    await db.schema.alterTable('image_webp_copies').addColumn('pixel_width', 'integer').execute();
    const stored = await db.selectFrom('image_webp_copies').select(['image_id', 'width']).execute();
    // One copy's bytes at a time: a database with many pictures is never held in memory at once.
    for (const { image_id, width } of stored) {
      const copy = await db
        .selectFrom('image_webp_copies')
        .select('data')
        .where('image_id', '=', image_id)
        .where('width', '=', width)
        .executeTakeFirstOrThrow();
      const pixelWidth = await webpPixelWidth(copy.data);
      if (pixelWidth === undefined) continue;
      await db
        .updateTable('image_webp_copies')
        .set({ pixel_width: pixelWidth })
        .where('image_id', '=', image_id)
        .where('width', '=', width)
        .execute();
    }
  },
};
