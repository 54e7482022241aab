import { API_MESSAGES } from '@rentacar/api';
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { localNow } from '../dates.js';
import { ApiError, badRequest, imageNotFound } from '../errors.js';
import type { OperationHandlers } from '../operations.js';
import type { Context } from '../records.js';

type FileOperations = 'uploadImage' | 'displayImage' | 'deleteImage';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const IMAGE_SIGNATURES = [
  {
    contentType: 'image/png',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const;

/** The image type told by the file's own first bytes (its name and declared type are ignored). */
export function sniffImageType(data: Buffer): string | undefined {
  return IMAGE_SIGNATURES.find(({ magic }) => data.subarray(0, magic.length).equals(magic))
    ?.contentType;
}

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
      const contentType = sniffImageType(data);
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
