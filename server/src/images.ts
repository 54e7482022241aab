import { IMAGE_COPY_WIDTHS, type ImageCopyWidth } from '@rentacar/contract';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB, ImageFilesTable } from './db/schema.js';

/** A small compressed upload can still decode to huge pixels (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Quality 80 keeps photos free of visible artefacts at a fraction of a PNG's or JPEG's bytes. */
const WEBP_QUALITY = 80;

export interface WebpCopy {
  /** The slot the copy serves (the contract's `width`); the copy is never wider. */
  width: ImageCopyWidth;
  /** The copy's own width: the slot's, or the upload's when that is narrower. */
  pixelWidth: number;
  data: Buffer;
}

/**
 * One WebP copy per slot width, never enlarged, upright, without a photo's metadata (camera,
 * location); empty when the bytes do not decode, and the upload is then served as sent.
 */
export async function webpCopies(image: Buffer): Promise<WebpCopy[]> {
  const copies: WebpCopy[] = [];
  try {
    const upright = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { autoOrient } = await upright.metadata();
    for (const width of IMAGE_COPY_WIDTHS) {
      // Resizing to its own width would resample it, and rounding may take a pixel off each side.
      const copy = autoOrient.width > width ? upright.clone().resize({ width }) : upright.clone();
      const { data, info } = await copy
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      copies.push({ width, pixelWidth: info.width, data });
      if (autoOrient.width <= width) break;
    }
    return copies;
  } catch {
    return [];
  }
}

/** Whether `Accept` names WebP itself, as browsers do; API clients' wildcard keeps the upload. */
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
    .values(
      copies.map(({ width, pixelWidth, data }) => ({ imageId: image.id, width, pixelWidth, data })),
    )
    .execute();
}

/** The narrowest copy at least `width` wide, else the widest (stored before that slot existed). */
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
