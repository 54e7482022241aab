import sharp from 'sharp';

/**
 * The widest WebP copy kept of an uploaded image: a vehicle picture shows at most about 640 CSS
 * pixels wide, so 1280 covers it on a screen of twice the density.
 */
export const WEBP_COPY_MAX_WIDTH = 1280;

/**
 * An upload is at most 2 MB, but a compressed image can hold far more pixels than its bytes
 * suggest (a decompression bomb): decoding stops past this many, about a 40-megapixel photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** Quality 80 keeps photos free of visible artefacts at a fraction of a PNG's or JPEG's bytes. */
const WEBP_QUALITY = 80;

/**
 * The copy of an uploaded PNG or JPEG that browsers are sent when they accept WebP: at most
 * WEBP_COPY_MAX_WIDTH wide (never enlarged), turned upright as its EXIF orientation says, and
 * without the metadata (camera, location) a photo may carry. `null` when the bytes cannot be
 * decoded (a file that only starts like an image): the upload is then served as it was sent.
 */
export async function webpCopy(image: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WEBP_COPY_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    return null;
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
