import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ADMIN, DEMO_CUSTOMER, demoVehicles, formatLocalDateTime } from '@rentacar/demo-data';
import { FUEL_TYPES, TRANSMISSIONS } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE_NAME } from '../src/auth/tokens.js';
import {
  DIALECTS,
  booking,
  call,
  dropSchema,
  loginAdmin,
  registerCustomer,
  serverProcessEnv,
  startTestServer,
  PNG,
  temporaryDir,
  uploadPng,
  uniqueSchemaName,
} from './helpers.js';

const serverRoot = path.resolve(import.meta.dirname, '..');

describe.each(DIALECTS)('storage on %s', (dialect) => {
  it('keeps data, files and sessions across a restart', async () => {
    const dataDir = temporaryDir();
    const databaseSchema = uniqueSchemaName();
    const first = await startTestServer(dialect, { dataDir, databaseSchema });
    const customer = await registerCustomer(first.api);
    const booked = await call(`${first.api}/reservations/add?carId=6`, {
      method: 'POST',
      token: customer.token,
      json: booking(700, 702),
    });
    expect(booked.status).toBe(201);
    const admin = await loginAdmin(first.api);
    const upload = await uploadPng(first.api, admin);
    await first.close();

    const second = await startTestServer(dialect, { dataDir, databaseSchema });
    try {
      // The token signed before the restart is still valid, and the password still works.
      const own = await call(`${second.api}/reservations/auth/all`, { token: customer.token });
      expect(own.status).toBe(200);
      expect(own.body.content).toMatchObject([
        { carId: 6, pickUpLocation: 'Test Airport', status: 'CREATED' },
      ]);
      const relogin = await call(`${second.api}/login`, {
        method: 'POST',
        json: { email: customer.email, password: customer.password },
      });
      expect(relogin.status).toBe(200);
      const image = await fetch(`${second.api}/files/display/${upload.body.imageId}`);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      // The demo data was not seeded a second time.
      const vehicles = await call(`${second.api}/car/visitors/all`);
      expect(vehicles.body).toHaveLength(demoVehicles.length);
    } finally {
      await second.close();
      if (dialect === 'postgres') await dropSchema(databaseSchema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds the demo data on first start', async () => {
    const server = await startTestServer(dialect);
    try {
      const vehicles = (await call(`${server.api}/car/visitors/all`)).body as {
        transmission: string;
        fuelType: string;
        image: string[];
        builtIn: boolean;
      }[];
      expect(vehicles.length).toBeGreaterThanOrEqual(20);
      expect(new Set(vehicles.map((vehicle) => vehicle.transmission))).toEqual(
        new Set(TRANSMISSIONS),
      );
      expect(new Set(vehicles.map((vehicle) => vehicle.fuelType))).toEqual(new Set(FUEL_TYPES));
      expect(vehicles.some((vehicle) => vehicle.builtIn)).toBe(true);
      const image = await fetch(`${server.api}/files/display/${vehicles[0]!.image[0]}`);
      expect(image.headers.get('content-type')).toBe('image/png');

      const admin = await loginAdmin(server.api);
      const reservations = await call(`${server.api}/reservations/admin/all/pages?size=100`, {
        token: admin,
      });
      const now = formatLocalDateTime(new Date());
      const times = reservations.body.content.map(
        (reservation: { pickUpTime: string }) => reservation.pickUpTime,
      );
      expect(times.some((time: string) => time < now)).toBe(true);
      expect(times.some((time: string) => time > now)).toBe(true);
      const messages = await call(`${server.api}/contactmessage/pages`, { token: admin });
      expect(messages.body.totalElements).toBeGreaterThan(0);

      for (const account of [DEMO_ADMIN, DEMO_CUSTOMER]) {
        const response = await call(`${server.api}/login`, { method: 'POST', json: account });
        expect(response.status).toBe(200);
      }
    } finally {
      await server.destroy();
    }
  });
});

describe('embedded database files', () => {
  it('keeps the generated signing secret readable by the owner only', async () => {
    const server = await startTestServer('sqlite');
    try {
      const stat = fs.statSync(path.join(server.dataDir, JWT_SECRET_FILE_NAME));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await server.destroy();
    }
  });

  it('`npm run seed` restores the demo data', async () => {
    const dataDir = temporaryDir();
    const first = await startTestServer('sqlite', { dataDir });
    const customer = await registerCustomer(first.api);
    await first.close();

    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@rentacar/source', 'src/seed-cli.ts'],
      { cwd: serverRoot, env: serverProcessEnv({ DATA_DIR: dataDir }) },
    );

    const second = await startTestServer('sqlite', { dataDir });
    try {
      const login = await call(`${second.api}/login`, {
        method: 'POST',
        json: { email: customer.email, password: customer.password },
      });
      expect(login.status).toBe(400);
      expect((await call(`${second.api}/car/visitors/all`)).body).toHaveLength(demoVehicles.length);
    } finally {
      await second.destroy();
    }
  });
});
