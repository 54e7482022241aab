import { IMAGE_COPY_WIDTHS, type ImageCopyWidth } from '@rentacar/contract';
import { type ApiClient } from '@rentacar/api';
import { demoImages } from '@rentacar/demo-data';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectError,
  expectSuccess,
  expectValidationError,
} from './expectations';
import { createTestVehicle, JPEG_BYTES, PNG_BYTES } from './fixtures';

const UNKNOWN_IMAGE = '00000000-0000-4000-8000-000000000000';
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Posts `form` as the multipart body of an upload. */
function upload(client: ApiClient, form: FormData) {
  return client.POST('/files/upload', {
    body: form as never,
    bodySerializer: (body) => body as unknown as FormData,
  });
}

function formWith(bytes: Uint8Array<ArrayBuffer>, type: string, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

export function describeFiles(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const display = (imageId: string, width?: ImageCopyWidth) =>
    context.client().GET('/files/display/{imageId}', {
      params: { path: { imageId }, query: width === undefined ? {} : { width } },
      parseAs: 'arrayBuffer',
    });
  const seededImageId = async () => {
    const { data: vehicles } = await context.client().GET('/car/visitors/all');
    const seeded = new Set(demoImages.map((image) => image.id));
    // Other suites add vehicles with tiny test images; the seed's are real photographs.
    return vehicles!.flatMap((vehicle) => vehicle.image).find((imageId) => seeded.has(imageId))!;
  };

  describe('POST /files/upload (uploadImage)', () => {
    it('stores PNG and JPEG files and answers their new ids', async () => {
      for (const [bytes, type, name] of [
        [PNG_BYTES, 'image/png', 'car.png'],
        [JPEG_BYTES, 'image/jpeg', 'car.jpg'],
      ] as const) {
        const { data, response } = await upload(admin(), formWith(bytes, type, name));
        expect(response.status).toBe(201);
        expect(data).toEqual({
          imageId: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
          ),
          message: 'ImageFile Successfully Uploaded',
          success: true,
        });
        const shown = await display(data!.imageId);
        expect(shown.response.headers.get('content-type')).toBe(type);
        expect(new Uint8Array(shown.data!)).toEqual(bytes);
      }
    });

    it('answers 415 for bytes that are not PNG or JPEG, whatever the name and type say', async () => {
      const text = new TextEncoder().encode('This is plain text pretending to be a picture.');
      await expectError(
        upload(admin(), formWith(text, 'image/png', 'fake.png')),
        415,
        'Only PNG or JPEG images are allowed',
      );
    });

    it('answers 413 for a file over 2 MB', async () => {
      const large = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      large.set(PNG_BYTES);
      await expectError(
        upload(admin(), formWith(large, 'image/png', 'large.png')),
        413,
        'Maximum upload size exceeded',
      );
    });

    it('answers 400 without a file field', async () => {
      const form = new FormData();
      form.append('picture', new Blob([PNG_BYTES], { type: 'image/png' }), 'car.png');
      await expectError(upload(admin(), form), 400, 'file: is required');
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const form = () => formWith(PNG_BYTES, 'image/png', 'car.png');
      await expectAdministratorOnly(context, (client) => upload(client, form()));
    });
  });

  describe('GET /files/display/{imageId} (displayImage)', () => {
    it("answers a seed vehicle's image with its type, a long cache lifetime and `Vary: Accept`", async () => {
      const { data, response } = await display(await seededImageId());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A browser may be sent a WebP copy instead, so shared caches must key on Accept.
      expect(response.headers.get('vary')).toBe('Accept');
      expect(data!.byteLength).toBeGreaterThan(100);
    });

    it('answers 404 for an unknown image and 400 for an id that is not a UUID', async () => {
      await expectError(
        display(UNKNOWN_IMAGE),
        404,
        `ImageFile with id ${UNKNOWN_IMAGE} not found`,
      );
      await expectValidationError(display('not-a-uuid'), 'imageId');
    });

    it("answers the image for each copy's width, and to an API client the upload itself", async () => {
      const imageId = await seededImageId();
      const upload = new Uint8Array((await display(imageId)).data!);
      for (const width of IMAGE_COPY_WIDTHS) {
        const { data, response } = await display(imageId, width);
        expect(response.status).toBe(200);
        // This client's Accept does not name WebP: it gets the upload's bytes, whatever the slot.
        expect(new Uint8Array(data!)).toEqual(upload);
      }
    });

    it("answers 400 for a width that is not one of the copies' widths", async () => {
      const imageId = await seededImageId();
      for (const width of ['500', '0', 'wide', '800.5']) {
        await expectValidationError(display(imageId, width as unknown as ImageCopyWidth), 'width');
      }
    });
  });

  describe('DELETE /files/{imageId} (deleteImage)', () => {
    it("deletes the file and removes it from its vehicle's images", async () => {
      const vehicle = await createTestVehicle(context);
      const imageId = vehicle.image[0]!;
      await expectSuccess(
        context
          .client(context.adminToken)
          .DELETE('/files/{imageId}', { params: { path: { imageId } } }),
        200,
        'ImageFile Successfully Deleted',
      );
      await expectError(display(imageId), 404, `ImageFile with id ${imageId} not found`);
      const { data } = await context.client().GET('/car/visitors/{id}', {
        params: { path: { id: vehicle.id } },
      });
      expect(data!.image).not.toContain(imageId);
    });

    it('answers 404 for an unknown image, 400 for a bad id, 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { imageId: UNKNOWN_IMAGE } } };
      await expectError(
        context.client(context.adminToken).DELETE('/files/{imageId}', request),
        404,
        `ImageFile with id ${UNKNOWN_IMAGE} not found`,
      );
      await expectValidationError(
        context
          .client(context.adminToken)
          .DELETE('/files/{imageId}', { params: { path: { imageId: 'car.png' } } }),
        'imageId',
      );
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/files/{imageId}', request),
      );
    });
  });
}
