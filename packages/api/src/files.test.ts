import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { IMAGE_COPY_WIDTHS } from '@rentacar/contract';
import { downloadSpreadsheet, imageSrcSet, imageUrl, uploadImage } from './files';
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { TEST_BASE_URL, startTestServer } from './test/server';

const server = startTestServer();
const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => 'admin-token' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('uploadImage', () => {
  it('posts the image as multipart field "file" and answers the image id', async () => {
    let received: { contentType: string | null; file: FormDataEntryValue | null } | undefined;
    let receivedBytes: number[] = [];
    server.use(
      http.post(`${TEST_BASE_URL}/files/upload`, async ({ request }) => {
        const contentType = request.headers.get('Content-Type');
        const file = (await request.formData()).get('file');
        received = { contentType, file };
        if (file instanceof Blob) {
          receivedBytes = [...new Uint8Array(await file.arrayBuffer())];
        }
        return HttpResponse.json(
          {
            imageId: '9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41',
            message: 'ImageFile Successfully Uploaded',
            success: true,
          },
          { status: 201 },
        );
      }),
    );
    const image = new File([PNG_SIGNATURE], 'audi.png', { type: 'image/png' });

    const answer = await uploadImage(client, image);

    expect(answer.imageId).toBe('9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41');
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.file).toBeInstanceOf(File);
    expect((received?.file as File).name).toBe('audi.png');
    expect(receivedBytes).toEqual([...PNG_SIGNATURE]);
  });

  it('throws the server message of a rejected upload', async () => {
    server.use(
      http.post(`${TEST_BASE_URL}/files/upload`, () =>
        HttpResponse.json(
          {
            status: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Only PNG or JPEG images are allowed',
            timestamp: '2026-03-14T10:00:00.000Z',
            path: '/api/files/upload',
          },
          { status: 415 },
        ),
      ),
    );

    await expect(
      uploadImage(client, new Blob(['plain text'], { type: 'text/plain' })),
    ).rejects.toMatchObject({ status: 415, message: 'Only PNG or JPEG images are allowed' });
  });
});

describe('downloadSpreadsheet', () => {
  it.each([
    ['users', '/excel/download/users', 'users.xlsx'],
    ['vehicles', '/excel/download/cars', 'vehicles.xlsx'],
    ['reservations', '/excel/download/reservations', 'reservations.xlsx'],
  ] as const)('downloads %s from %s as %s', async (name, path, filename) => {
    const spreadsheetBytes = new TextEncoder().encode(`PK fake workbook of ${name}`);
    server.use(
      http.get(
        `${TEST_BASE_URL}${path}`,
        () =>
          new HttpResponse(spreadsheetBytes, {
            headers: {
              'Content-Type': XLSX,
              'Content-Disposition': `attachment; filename="${filename}"`,
            },
          }),
      ),
    );

    const download = await downloadSpreadsheet(client, name);

    expect(download.filename).toBe(filename);
    expect(download.blob).toBeInstanceOf(Blob);
    expect(download.blob.type).toBe(XLSX);
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(spreadsheetBytes);
  });

  it('throws ApiError when the download is refused', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/excel/download/users`, () =>
        HttpResponse.json(
          {
            status: 'FORBIDDEN',
            message: 'Access denied',
            timestamp: '2026-03-14T10:00:00.000Z',
            path: '/api/excel/download/users',
          },
          { status: 403 },
        ),
      ),
    );

    const failure = await downloadSpreadsheet(client, 'users').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, message: 'Access denied' });
  });
});

describe('imageUrl', () => {
  it('points at the display endpoint under /api by default', () => {
    expect(imageUrl('9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41')).toBe(
      '/api/files/display/9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41',
    );
  });

  it('uses the given base URL and escapes the id', () => {
    expect(imageUrl('a/b c', 'https://cdn.example.com/api')).toBe(
      'https://cdn.example.com/api/files/display/a%2Fb%20c',
    );
  });

  it("asks for a slot's copy with its width", () => {
    expect(imageUrl('9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41', '/api', 800)).toBe(
      '/api/files/display/9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41?width=800',
    );
  });
});

describe('imageSrcSet', () => {
  const base = 'https://cdn.example.com/api';

  it('offers each stored copy at its width, fetched with the slot it serves', () => {
    const displayImage = CONTRACT_OPERATIONS.find((op) => op.operationId === 'displayImage')!;
    const query = displayImage.schemas.querystring as {
      properties: { width: { enum: number[] } };
    };
    expect(IMAGE_COPY_WIDTHS).toEqual(query.properties.width.enum);
    expect(imageSrcSet('abc', [400, 800, 1280], base)).toBe(
      'https://cdn.example.com/api/files/display/abc?width=400 400w, ' +
        'https://cdn.example.com/api/files/display/abc?width=800 800w, ' +
        'https://cdn.example.com/api/files/display/abc?width=1280 1280w',
    );
  });

  it('describes a copy narrower than its slot at its own width', () => {
    // A 640-pixel picture: a copy for the 400 slot and the picture itself for the wider ones.
    expect(imageSrcSet('abc', [400, 640], base)).toBe(
      'https://cdn.example.com/api/files/display/abc?width=400 400w, ' +
        'https://cdn.example.com/api/files/display/abc?width=800 640w',
    );
    // Narrower than every slot: one copy, as wide as the upload.
    expect(imageSrcSet('abc', [7], base)).toBe(
      'https://cdn.example.com/api/files/display/abc?width=400 7w',
    );
  });

  it('offers no srcset for an image without copies to describe', () => {
    expect(imageSrcSet('abc', undefined, base)).toBeUndefined();
    expect(imageSrcSet('abc', [], base)).toBeUndefined();
  });
});
