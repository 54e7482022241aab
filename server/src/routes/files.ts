import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { API_MESSAGES, detectImageType, MAX_UPLOAD_BYTES } from '@rentacar/api';
import { localNow } from '../dates.js';
import { ApiError, badRequest, imageNotFound } from '../errors.js';
import type { OperationHandlers } from '../operations.js';
import type { Context } from '../records.js';

type FileOperations = 'uploadImage' | 'displayImage' | 'deleteImage';

async function readUpload(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, API_MESSAGES.uploadTooLarge);
    }
    throw error;
  }
}

export function fileHandlers({ db }: Context): Pick<OperationHandlers, FileOperations> {
  return {
    async uploadImage(request, reply) {
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
        : undefined;
      if (file === undefined || file.fieldname !== 'file') throw badRequest('file: is required');
      const data = await readUpload(file);
      const contentType = detectImageType(data);
      if (contentType === undefined) {
        throw new ApiError(415, API_MESSAGES.notAnImage);
      }
      const imageId = randomUUID();
      await db
        .insertInto('imageFiles')
        .values({
          id: imageId,
          carId: null,
          contentType,
          data,
          size: data.length,
          createdAt: localNow(),
        })
        .execute();
      reply.code(201);
      return { imageId, message: API_MESSAGES.imageUploaded, success: true };
    },

    async displayImage(request, reply) {
      const { imageId } = request.params;
      const image = await db
        .selectFrom('imageFiles')
        .select(['contentType', 'data'])
        .where('id', '=', imageId)
        .executeTakeFirst();
      if (image === undefined) throw imageNotFound(imageId);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
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
