import { API_MESSAGES, IMAGE_DISPLAY_HEADERS, MAX_UPLOAD_BYTES } from '@rentacar/contract';
import { detectImageType } from '@rentacar/rules';
import { HttpResponse } from 'msw';
import { db, imageBytes, type ImageRecord } from '../db';
import { fail, imageNotFound } from '../errors';
import { http } from '../http';

const findImage = (request: Request, imageId: string): ImageRecord =>
  db.images.get(imageId) ?? imageNotFound(request, imageId);

async function readUploadedFile(request: Request): Promise<File> {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  return file instanceof File ? file : fail(request, 400, API_MESSAGES.fileRequired);
}

export const fileHandlers = [
  http.post('/files/upload', async ({ request, response }) => {
    const file = await readUploadedFile(request);
    if (file.size > MAX_UPLOAD_BYTES) fail(request, 413, API_MESSAGES.uploadTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = detectImageType(bytes) ?? fail(request, 415, API_MESSAGES.notAnImage);
    const imageId = crypto.randomUUID();
    db.images.set(imageId, { id: imageId, contentType, bytes });
    return response(201).json({
      imageId,
      message: API_MESSAGES.imageUploaded,
      success: true,
    });
  }),

  http.get('/files/display/{imageId}', async ({ request, valid, response }) => {
    const image = findImage(request, valid.path.imageId);
    const bytes = await imageBytes(image);
    return response.untyped(
      new HttpResponse(bytes, {
        headers: {
          'Content-Type': image.contentType,
          // The same headers as the server's; this backend has no WebP encoder, so it always
          // answers the upload as it was sent.
          ...IMAGE_DISPLAY_HEADERS,
        },
      }),
    );
  }),

  http.delete('/files/{imageId}', ({ request, valid, response }) => {
    const image = findImage(request, valid.path.imageId);
    db.images.delete(image.id);
    for (const vehicle of db.vehicles.all()) {
      if (vehicle.image.includes(image.id)) {
        db.vehicles.update(vehicle.id, { image: vehicle.image.filter((id) => id !== image.id) });
      }
    }
    return response(200).json({ message: API_MESSAGES.imageDeleted, success: true });
  }),
];
