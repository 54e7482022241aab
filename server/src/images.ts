import { IMAGE_COPY_WIDTHS, type ImageCopyWidth } from '@rentacar/contract';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB, ImageFilesTable } from './db/schema.js';

/**
 * An upload is at most 2 MB, but a compressed image can hold far more pixels than its bytes
 * suggest (a decompression bomb): decoding stops past this many, about a 40-megapixel photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** Quality 80 keeps photos free of visible artefacts at a fraction of a PNG's or JPEG's bytes. */
const WEBP_QUALITY = 80;

export interface WebpCopy {
  /** The slot the copy serves (the contract's `width`); the copy is never wider. */
  width: ImageCopyWidth;
  data: Buffer;
}

/**
 * The copies of an uploaded PNG or JPEG that browsers are sent when they accept WebP, one per
 * slot width in IMAGE_COPY_WIDTHS: as wide as the slot (never enlarged), turned upright as its
 * EXIF orientation says, and without the metadata (camera, location) a photo may carry. An image
 * narrower than a slot gets one copy at its own width, which then serves the wider slots too.
 * Empty when the bytes cannot be decoded (a file that only starts like an image): the upload is
 * then served as it was sent.
 */
export async function webpCopies(image: Buffer): Promise<WebpCopy[]> {
  const copies: WebpCopy[] = [];
  try {
    const upright = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { autoOrient } = await upright.metadata();
    for (const width of IMAGE_COPY_WIDTHS) {
      // A picture no wider than the slot is only re-encoded: a resize to its own size would
      // resample it, and rounding may then take a pixel off each side.
      const copy = autoOrient.width > width ? upright.clone().resize({ width }) : upright.clone();
      const data = await copy.webp({ quality: WEBP_QUALITY }).toBuffer();
      copies.push({ width, data });
      if (autoOrient.width <= width) break;
    }
    return copies;
  } catch {
    return [];
  }
}

/**
 * Whether an `Accept` header names WebP itself (with a quality above 0), as browsers do when they
 * fetch an image. A wildcard alone, what API clients send, keeps the bytes as uploaded.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [mediaType = '', ...parameters] = range.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    return (
      mediaType.toLowerCase() === 'image/webp' &&
      (quality === undefined || Number(quality.slice(2)) > 0)
    );
  });
}

/** Stores an image with its WebP copies; run it in a transaction, so neither is kept alone. */
export async function insertImage(
  db: Kysely<DB>,
  image: Insertable<ImageFilesTable>,
  copies: readonly WebpCopy[],
): Promise<void> {
  await db.insertInto('imageFiles').values(image).execute();
  if (copies.length === 0) return;
  await db
    .insertInto('imageWebpCopies')
    .values(copies.map(({ width, data }) => ({ imageId: image.id, width, data })))
    .execute();
}

/**
 * The WebP copy to send for a slot `width` wide: the narrowest kept for a slot at least that
 * wide, else the widest kept (an image stored before that slot's copies were made); undefined
 * when the image has no copy.
 */
export async function webpCopyFor(
  db: Kysely<DB>,
  imageId: string,
  width: ImageCopyWidth,
): Promise<Buffer | undefined> {
  const copies = db.selectFrom('imageWebpCopies').select('data').where('imageId', '=', imageId);
  const fitting = await copies
    .where('width', '>=', width)
    .orderBy('width', 'asc')
    .limit(1)
    .executeTakeFirst();
  const copy = fitting ?? (await copies.orderBy('width', 'desc').limit(1).executeTakeFirst());
  return copy?.data;
}
