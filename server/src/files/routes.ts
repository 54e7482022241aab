import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  IMAGE_COPY_WIDTHS,
  IMAGE_DISPLAY_HEADERS,
  MAX_UPLOAD_BYTES,
} from '@rentacar/contract';
import { detectImageType, localNow } from '@rentacar/rules';
import { ApiError, badRequest, imageNotFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { acceptsWebp, insertImage, webpCopies, webpCopyFor } from '../images.js';
import type { Context } from '../context.js';

/** A file over the limit is a 413, a body the parser cannot read a 400 rather than a fault. */
async function readingMultipart<Result>(step: () => Promise<Result>): Promise<Result> {
  try {
    return await step();
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, API_MESSAGES.uploadTooLarge);
    // The parser's own errors carry no status; Fastify's and the plugin's do.
    if (statusCode === undefined) throw badRequest('file: is not a readable multipart body');
    throw error;
  }
}

export function fileHandlers({ db }: Context): ResourceHandlers<'files'> {
  return {
    async uploadImage(request, reply) {
      const file = request.isMultipart()
        ? await readingMultipart(() =>
            request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }),
          )
        : undefined;
      if (file === undefined || file.fieldname !== 'file')
        throw badRequest(API_MESSAGES.fileRequired);
      const data = await readingMultipart(() => file.toBuffer());
      const contentType = detectImageType(data);
      if (contentType === undefined) throw new ApiError(415, API_MESSAGES.notAnImage);
      const imageId = randomUUID();
      const copies = await webpCopies(data);
      const image = { id: imageId, carId: null, contentType, data, size: data.length };
      await db
        .transaction()
        .execute((trx) => insertImage(trx, { ...image, createdAt: localNow() }, copies));
      reply.code(201);
      return { imageId, message: API_MESSAGES.imageUploaded, success: true };
    },

    async displayImage(request, reply) {
      const { imageId } = request.params;
      // A copy exists only for a stored image: a browser's request never reads the upload too.
      if (acceptsWebp(request.headers.accept)) {
        const width = request.query.width ?? IMAGE_COPY_WIDTHS[IMAGE_COPY_WIDTHS.length - 1]!;
        const copy = await webpCopyFor(db, imageId, width);
        if (copy !== undefined) {
          return reply.headers(IMAGE_DISPLAY_HEADERS).type('image/webp').send(copy);
        }
      }
      const image = await db
        .selectFrom('imageFiles')
        .select(['contentType', 'data'])
        .where('id', '=', imageId)
        .executeTakeFirst();
      if (image === undefined) throw imageNotFound(imageId);
      return reply.headers(IMAGE_DISPLAY_HEADERS).type(image.contentType).send(image.data);
    },

    async deleteImage(request) {
      const { imageId } = request.params;
      // Vehicles list their images through this row, so deleting it removes the id from them.
      const { numDeletedRows } = await db
        .deleteFrom('imageFiles')
        .where('id', '=', imageId)
        .executeTakeFirst();
      if (numDeletedRows === 0n) throw imageNotFound(imageId);
      return { message: API_MESSAGES.imageDeleted, success: true };
    },
  };
}
