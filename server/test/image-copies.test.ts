import { demoImages } from '@rentacar/demo-data';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, loginAdmin, PNG, startTestServer, type TestServer } from './helpers.js';

/** What Chromium sends when it fetches an `<img>`. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function display(api: string, imageId: string, accept?: string) {
  const response = await fetch(`${api}/files/display/${imageId}`, {
    headers: accept === undefined ? {} : { accept },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function uploadFile(api: string, token: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  const answer = await call(`${api}/files/upload`, { method: 'POST', token, body: form });
  expect(answer.status).toBe(201);
  return (answer.body as { imageId: string }).imageId;
}

describe.each(DIALECTS)('WebP copies of the images on %s', (dialect) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    adminToken = await loginAdmin(server.api);
  });
  afterAll(() => server?.destroy());

  it('sends a browser a smaller WebP copy of a seeded picture, and says the answer varies', async () => {
    const { response, bytes } = await display(server.api, demoImages[0]!.id, BROWSER_IMAGE_ACCEPT);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const seeded = await sharp(PNG).metadata();
    const copy = await sharp(bytes).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: seeded.width, height: seeded.height });
    expect(bytes.length).toBeLessThan(PNG.length / 2);
  });

  it.each([
    ['no Accept header', undefined],
    ['a wildcard only', '*/*'],
    ['WebP refused', 'image/webp;q=0, image/png'],
  ])('sends the PNG as seeded to a client with %s', async (_case, accept) => {
    const { response, bytes } = await display(server.api, demoImages[0]!.id, accept);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(bytes.equals(PNG)).toBe(true);
  });

  it('makes an uploaded photo upright, at most 1280 pixels wide and without its metadata', async () => {
    // A camera's portrait photo: stored landscape, with EXIF saying to turn it a quarter.
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#4a6fa5' },
    })
      .jpeg({ quality: 70 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const imageId = await uploadFile(server.api, adminToken, photo, 'image/jpeg');

    const copy = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT);
    expect(copy.response.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(copy.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 1920 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    const original = await display(server.api, imageId, '*/*');
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    expect(original.bytes.equals(photo)).toBe(true);
  });

  it('never enlarges a small upload', async () => {
    const small = await sharp({
      create: { width: 200, height: 120, channels: 3, background: '#111' },
    })
      .png()
      .toBuffer();
    const imageId = await uploadFile(server.api, adminToken, small, 'image/png');
    const copy = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ width: 200, height: 120 });
  });

  it('stores a file that only starts like a PNG and serves it as sent, even to a browser', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a picture')]);
    const imageId = await uploadFile(server.api, adminToken, broken, 'image/png');
    const { response, bytes } = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(bytes.equals(broken)).toBe(true);
  });
});
