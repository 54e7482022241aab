import { demoContactMessages, demoUsers, demoVehicles } from '@rentacar/demo-data';
import { readDemoImage } from '@rentacar/demo-data/node';
import { describe, expect, it } from 'vitest';
import {
  createContactMessage,
  createReservation,
  createUser,
  createVehicle,
  issueToken,
  reset,
  resetToEmpty,
} from './node';
import { apiClient, setUpMockApi } from './testing';

setUpMockApi();

const adminToken = () => issueToken(1);

describe('seed and reset', () => {
  it('answers the demo data from @rentacar/demo-data', async () => {
    const { data: vehicles } = await apiClient().GET('/car/visitors/all');
    expect(vehicles!.map((vehicle) => vehicle.model).sort()).toEqual(
      demoVehicles.map((vehicle) => vehicle.model).sort(),
    );
    const { data: users } = await apiClient(adminToken()).GET('/user/auth/pages');
    expect(users!.totalElements).toBe(demoUsers.length);
    const { data: messages } = await apiClient(adminToken()).GET('/contactmessage/pages');
    expect(messages!.totalElements).toBe(demoContactMessages.length);
  });

  it("serves a seed vehicle's picture with the bytes of the demo-data file", async () => {
    const imageId = demoVehicles[0]!.image[0]!;
    const { data, response } = await apiClient().GET('/files/display/{imageId}', {
      params: { path: { imageId } },
      parseAs: 'arrayBuffer',
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(data!)).toEqual(new Uint8Array(await readDemoImage(imageId)));
  });

  it('reset() brings back deleted data', async () => {
    const admin = apiClient(adminToken());
    await admin.DELETE('/contactmessage/{messageId}', { params: { path: { messageId: 1 } } });
    const deleted = await admin.GET('/contactmessage/{messageId}', {
      params: { path: { messageId: 1 } },
    });
    expect(deleted.response.status).toBe(404);
    reset();
    const restored = await admin.GET('/contactmessage/{messageId}', {
      params: { path: { messageId: 1 } },
    });
    expect(restored.data).toEqual(demoContactMessages[0]);
  });

  it('reset(now) places the demo reservations around the given day', async () => {
    reset(new Date(2031, 5, 15, 12));
    const admin = apiClient(issueToken(1));
    const { data } = await admin.GET('/reservations/admin/all/pages', {
      params: { query: { sort: 'pickUpTime', direction: 'ASC', size: 1 } },
    });
    expect(data!.content[0]!.pickUpTime.startsWith('2031-')).toBe(true);
  });

  it('resetToEmpty() leaves every list empty', async () => {
    resetToEmpty();
    const { data } = await apiClient().GET('/car/visitors/pages');
    expect(data).toMatchObject({ content: [], totalElements: 0, totalPages: 0, empty: true });
  });
});

describe('factories', () => {
  it('createVehicle stores a vehicle with the overrides and a displayable image', async () => {
    const vehicle = createVehicle({ model: 'Zeta Roadster', pricePerHour: 99, fuelType: 'LPG' });
    const { data } = await apiClient().GET('/car/visitors/{id}', {
      params: { path: { id: vehicle.id } },
    });
    expect(data).toEqual(vehicle);
    expect(data).toMatchObject({ model: 'Zeta Roadster', pricePerHour: 99, fuelType: 'LPG' });
    const image = await apiClient().GET('/files/display/{imageId}', {
      params: { path: { imageId: vehicle.image[0]! } },
      parseAs: 'arrayBuffer',
    });
    expect(image.response.status).toBe(200);
  });

  it('createUser stores a user who can log in with the given password and roles', async () => {
    const user = createUser({
      email: 'dana@example.test',
      password: 'Dana#2026',
      roles: ['Administrator'],
    });
    const { data } = await apiClient().POST('/login', {
      body: { email: 'dana@example.test', password: 'Dana#2026' },
    });
    const admin = apiClient(data!.token);
    const { data: me } = await admin.GET('/user');
    expect(me).toMatchObject({ id: user.id, roles: ['Administrator'], builtIn: false });
    expect(me).not.toHaveProperty('password');
    const { response } = await admin.GET('/user/auth/pages');
    expect(response.status).toBe(200);
  });

  it('createReservation books a new vehicle for a new customer by the price rule', async () => {
    const customer = createUser();
    const reservation = createReservation({ userId: customer.id });
    const { data } = await apiClient(issueToken(customer.id)).GET('/reservations/{id}/auth', {
      params: { path: { id: reservation.id } },
    });
    expect(data).toMatchObject({ status: 'CREATED', userId: customer.id });
    // A one-day booking at the default 20 per hour.
    expect(data!.totalPrice).toBe(24 * 20);
    expect(Date.parse(data!.pickUpTime)).toBeGreaterThan(Date.now());
  });

  it('createContactMessage stores a message the administrator can read', async () => {
    const message = createContactMessage({ subject: 'Factory subject' });
    const { data } = await apiClient(adminToken()).GET('/contactmessage/{messageId}', {
      params: { path: { messageId: message.id } },
    });
    expect(data).toEqual(message);
  });
});
