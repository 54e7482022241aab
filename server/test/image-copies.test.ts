import { IMAGE_COPY_WIDTHS, type Vehicle } from '@rentacar/contract';
import { demoImages, demoVehicles } from '@rentacar/demo-data';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations/index.js';
import type { ImageFilesTable } from '../src/db/schema.js';
import {
  booking,
  call,
  countRecords,
  DIALECTS,
  existingUser,
  loginAdmin,
  PNG,
  registerCustomer,
  startTestServer,
  temporaryDatabase,
  type TestServer,
  VEHICLE_INPUT,
} from './helpers.js';

const demoVehicleWithImage = () =>
  demoVehicles.find((vehicle) => vehicle.image[0] === demoImages[0]!.id)!;

/** What Chromium sends when it fetches an `<img>`. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function display(api: string, imageId: string, accept?: string, width?: number) {
  const query = width === undefined ? '' : `?width=${width}`;
  const response = await fetch(`${api}/files/display/${imageId}${query}`, {
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

  it('sends the copy for the slot a srcset asks for, never wider than the picture', async () => {
    // The seeded pictures are 640 pixels wide: a 400 copy, and one at 640 for the wider slots.
    const sizes = [];
    for (const width of [400, 800, 1280]) {
      const { response, bytes } = await display(
        server.api,
        demoImages[0]!.id,
        BROWSER_IMAGE_ACCEPT,
        width,
      );
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { width: copyWidth, height } = await sharp(bytes).metadata();
      sizes.push(`${copyWidth}x${height}`);
    }
    expect(sizes).toEqual(['400x250', '640x400', '640x400']);
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

  it('makes upright copies of an uploaded photo for each slot, without its metadata', async () => {
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
    for (const [width, height] of [
      [400, 600],
      [800, 1200],
    ]) {
      const slot = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT, width);
      expect(await sharp(slot.bytes).metadata()).toMatchObject({ format: 'webp', width, height });
    }

    const original = await display(server.api, imageId, '*/*');
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    expect(original.bytes.equals(photo)).toBe(true);
  });

  it.each([
    ['a PNG', 'png', 200, 120, undefined, [200, 120]],
    ['a PNG of odd size', 'png', 399, 227, undefined, [399, 227]],
    ['a JPEG of odd size', 'jpeg', 641, 359, undefined, [641, 359]],
    ['a portrait JPEG turned by EXIF', 'jpeg', 401, 267, 6, [267, 401]],
    ['a picture exactly as wide as a slot', 'png', 800, 533, undefined, [800, 533]],
  ] as const)(
    'keeps the size of %s narrower than the slot, at every slot',
    async (_case, format, width, height, orientation, [uprightWidth, uprightHeight]) => {
      const pixels = sharp({
        create: { width, height, channels: 3, background: '#3b7a57' },
      })[format]();
      const upload = await (orientation ? pixels.withMetadata({ orientation }) : pixels).toBuffer();
      const imageId = await uploadFile(server.api, adminToken, upload, `image/${format}`);
      for (const slot of [undefined, ...IMAGE_COPY_WIDTHS]) {
        const copy = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT, slot);
        const expected =
          slot === undefined || uprightWidth <= slot
            ? { width: uprightWidth, height: uprightHeight }
            : { width: slot, height: Math.round((uprightHeight * slot) / uprightWidth) };
        expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', ...expected });
      }
    },
  );

  it("describes a vehicle's picture by the copies stored, at their real widths", async () => {
    // A seeded picture is 640 wide: a copy for the 400 slot, and one at 640 for the wider slots.
    const seeded = await call(`${server.api}/car/visitors/${demoVehicleWithImage().id}`);
    expect(seeded.body.imageCopyWidths).toEqual([400, 640]);

    const vehicleOf = async (upload: Buffer) => {
      const imageId = await uploadFile(server.api, adminToken, upload, 'image/png');
      const created = await call(`${server.api}/car/admin/${imageId}/add`, {
        method: 'POST',
        token: adminToken,
        json: { ...VEHICLE_INPUT, model: `Pictured ${imageId.slice(0, 8)}` },
      });
      expect(created.status).toBe(201);
      const all = await call(`${server.api}/car/visitors/all`);
      return (all.body as Vehicle[]).find((vehicle) => vehicle.image[0] === imageId)!;
    };
    // Narrower than every slot: its one copy is as wide as the upload, not 400.
    const tiny = await sharp({
      create: { width: 7, height: 5, channels: 3, background: '#3b7a57' },
    })
      .png()
      .toBuffer();
    const tinyVehicle = await vehicleOf(tiny);
    expect(tinyVehicle.imageCopyWidths).toEqual([7]);
    // A reservation's vehicle is described the same way.
    const customer = await registerCustomer(server.api);
    const booked = await call(`${server.api}/reservations/add?carId=${tinyVehicle.id}`, {
      method: 'POST',
      token: customer.token,
      json: booking(3, 4),
    });
    expect(booked.status).toBe(201);
    const own = await call(`${server.api}/reservations/auth/all`, { token: customer.token });
    expect(own.body.content[0].car.imageCopyWidths).toEqual([7]);
    // A file the server cannot decode has no copies to describe.
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a picture')]);
    expect((await vehicleOf(broken)).imageCopyWidths).toBeUndefined();
  });

  it('stores a file that only starts like a PNG and serves it as sent, even to a browser', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a picture')]);
    const imageId = await uploadFile(server.api, adminToken, broken, 'image/png');
    const { response, bytes } = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT, 400);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(bytes.equals(broken)).toBe(true);
  });

  it("deletes an image's copies with it", async () => {
    const before = await countRecords(server);
    const imageId = await uploadFile(server.api, adminToken, PNG, 'image/png');
    const stored = await countRecords(server);
    expect(stored.imageWebpCopies).toBeGreaterThan(before.imageWebpCopies);
    const deleted = await call(`${server.api}/files/${imageId}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(deleted.status).toBe(200);
    expect(await countRecords(server)).toEqual(before);
  });
});

describe.each(DIALECTS)('copies stored before their widths were kept, on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('get the widths read from their own bytes', async () => {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0023_reservation_period_index');
    const imageId = '5a1e7c3b-2f4d-4e6a-8b9c-0d1e2f3a4b5c';
    await database.db
      .insertInto('imageFiles')
      .values({
        id: imageId,
        carId: null,
        contentType: 'image/png',
        data: PNG,
        size: PNG.length,
        createdAt: '2026-01-01T10:00:00',
      })
      .execute();
    const before = database.db as unknown as Kysely<{
      imageWebpCopies: { imageId: string; width: number; data: Buffer };
    }>;
    // The seeded picture is 640 wide: its 400 copy, and itself for the 800 slot.
    for (const width of [400, 800]) {
      const data = await sharp(PNG)
        .resize({ width: Math.min(width, 640) })
        .webp()
        .toBuffer();
      await before.insertInto('imageWebpCopies').values({ imageId, width, data }).execute();
    }
    await migrateToLatest(database, schema);
    const copies = await database.db
      .selectFrom('imageWebpCopies')
      .select(['width', 'pixelWidth'])
      .where('imageId', '=', imageId)
      .orderBy('width')
      .execute();
    expect(copies).toEqual([
      { width: 400, pixelWidth: 400 },
      { width: 800, pixelWidth: 640 },
    ]);
  });
});

describe.each(DIALECTS)('an image stored before copies per width, on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps its one WebP copy, which then serves every slot', async () => {
    const { database, schema, dataDir } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema, '0008_image_webp_copies');
    const oldCopy = await sharp(PNG).webp().toBuffer();
    // The table as the first WebP migration left it, with the copy in a column of the image's row.
    const before = database.db as unknown as Kysely<{
      imageFiles: ImageFilesTable & { webpData: Buffer | null };
    }>;
    await database.db
      .insertInto('users')
      .values(existingUser(1, 'old.admin@example.com'))
      .execute();
    const imageId = '3f0c9a52-1d4e-4b7a-9c21-6e8f0a1b2c3d';
    await before
      .insertInto('imageFiles')
      .values({
        id: imageId,
        carId: null,
        contentType: 'image/png',
        data: PNG,
        webpData: oldCopy,
        size: PNG.length,
        createdAt: '2026-01-01T10:00:00',
      })
      .execute();

    const server = await startTestServer(dialect, { dataDir, databaseSchema: schema });
    try {
      for (const width of [undefined, 400, 800, 1280]) {
        const { response, bytes } = await display(server.api, imageId, BROWSER_IMAGE_ACCEPT, width);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(bytes.equals(oldCopy)).toBe(true);
      }
      const upload = await display(server.api, imageId, '*/*', 400);
      expect(upload.bytes.equals(PNG)).toBe(true);
    } finally {
      await server.destroy();
    }
  });
});
