import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FUEL_TYPES, LICENSE_PLATE_MAX_LENGTH, TRANSMISSIONS } from '@rentacar/contract';
import { createDemoData, DEMO_ADMIN, DEMO_CUSTOMER } from './index';
import { readDemoImage } from './node';

const now = new Date(2026, 2, 14, 9, 30);
const data = createDemoData(now);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function parseLocal(value: string): Date {
  const [date, time] = value.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, hour, minute, second);
}

describe('demo users', () => {
  it('has the built-in administrator and customer with the documented passwords', () => {
    const admin = data.users.find((user) => user.email === DEMO_ADMIN.email);
    const customer = data.users.find((user) => user.email === DEMO_CUSTOMER.email);
    expect(admin).toMatchObject({
      password: 'Admin#1234',
      builtIn: true,
      roles: ['Administrator'],
    });
    expect(customer).toMatchObject({
      password: 'Customer#1234',
      builtIn: true,
      roles: ['Customer'],
    });
    expect(data.users.filter((user) => !user.builtIn).length).toBeGreaterThanOrEqual(8);
  });

  it('follows the registration rules: unique ids and e-mails, phone mask, password rule', () => {
    expect(new Set(data.users.map((user) => user.id)).size).toBe(data.users.length);
    expect(new Set(data.users.map((user) => user.email)).size).toBe(data.users.length);
    for (const user of data.users) {
      expect(user.phoneNumber).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(user.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/);
      expect(user.roles.length).toBeGreaterThan(0);
    }
  });
});

describe('demo vehicles', () => {
  it('covers every transmission and fuel type, with a few built-in', () => {
    expect(data.vehicles.length).toBeGreaterThanOrEqual(24);
    expect(new Set(data.vehicles.map((vehicle) => vehicle.transmission))).toEqual(
      new Set(TRANSMISSIONS),
    );
    expect(new Set(data.vehicles.map((vehicle) => vehicle.fuelType))).toEqual(new Set(FUEL_TYPES));
    expect(data.vehicles.filter((vehicle) => vehicle.builtIn).length).toBeGreaterThan(0);
    for (const vehicle of data.vehicles) {
      expect(vehicle.model.length).toBeGreaterThan(0);
      expect(vehicle.model.length).toBeLessThanOrEqual(30);
      expect(vehicle.pricePerHour).toBeGreaterThan(0);
    }
  });

  it('gives a few vehicles distinct license plates in their stored form, within the bound', () => {
    const plates = data.vehicles.flatMap(({ licensePlate }) => licensePlate ?? []);
    expect(plates.length).toBeGreaterThan(0);
    expect(new Set(plates).size).toBe(plates.length);
    for (const plate of plates) {
      expect(plate).toBe(plate.trim().toUpperCase());
      expect(plate.length).toBeGreaterThan(0);
      expect(plate.length).toBeLessThanOrEqual(LICENSE_PLATE_MAX_LENGTH);
    }
  });

  it('gives each vehicle its own PNG image shipped in the package, well under 100 KB', async () => {
    const imageIds = data.vehicles.flatMap((vehicle) => vehicle.image);
    expect(new Set(imageIds).size).toBe(data.vehicles.length);
    expect(data.images.map((image) => image.id).sort()).toEqual([...imageIds].sort());
    for (const image of data.images) {
      const bytes = await readDemoImage(image.id);
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(bytes.length).toBeLessThan(100 * 1024);
    }
  });

  it('ships the app assets as PNG files', async () => {
    for (const name of ['hero-background', 'hero-car-1', 'hero-car-2', 'vehicles', 'loading']) {
      const bytes = await readFile(new URL(`../assets/${name}.png`, import.meta.url));
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    }
  });
});

describe('demo branches', () => {
  it('has four branches in two zones, one with a closure ahead, one without one-way returns', () => {
    expect(data.branches).toHaveLength(4);
    expect(new Set(data.branches.map((branch) => branch.timeZone))).toEqual(
      new Set(['America/Chicago', 'America/New_York']),
    );
    expect(new Set(data.branches.map((branch) => branch.slug)).size).toBe(4);
    const today = '2026-03-14';
    const ahead = data.branches.flatMap((branch) => branch.closures);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((closure) => closure.date > today)).toBe(true);
    expect(data.branches.filter((branch) => branch.oneWayFee === undefined)).toHaveLength(1);
    for (const branch of data.branches) {
      expect(branch.openingHours.length).toBeGreaterThan(0);
      expect(branch.phoneNumber).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    }
  });

  it('puts every vehicle at a branch and gives every branch vehicles', () => {
    const branchIds = data.branches.map((branch) => branch.id);
    for (const vehicle of data.vehicles) expect(branchIds).toContain(vehicle.branchId);
    for (const id of branchIds) {
      expect(data.vehicles.some((vehicle) => vehicle.branchId === id)).toBe(true);
    }
  });

  it('places each reservation at its vehicle’s branch, by id and name', () => {
    for (const reservation of data.reservations) {
      const vehicle = data.vehicles.find((candidate) => candidate.id === reservation.carId)!;
      const branch = data.branches.find((candidate) => candidate.id === vehicle.branchId)!;
      expect(reservation).toMatchObject({
        pickUpBranchId: branch.id,
        dropOffBranchId: branch.id,
        pickUpLocation: branch.name,
        dropOffLocation: branch.name,
      });
    }
  });

  it('keeps the closure ahead of a later seed', () => {
    const later = createDemoData(new Date(2031, 0, 1, 12));
    const closures = later.branches.flatMap((branch) => branch.closures);
    expect(closures.every((closure) => closure.date > '2031-01-01')).toBe(true);
  });
});

describe('demo reservations', () => {
  it('spans past and future in every status and references existing users and vehicles', () => {
    expect(data.reservations.length).toBeGreaterThanOrEqual(60);
    const userIds = new Set(data.users.map((user) => user.id));
    const vehicleIds = new Set(data.vehicles.map((vehicle) => vehicle.id));
    for (const reservation of data.reservations) {
      expect(userIds.has(reservation.userId)).toBe(true);
      expect(vehicleIds.has(reservation.carId)).toBe(true);
    }
    const future = data.reservations.filter((r) => parseLocal(r.pickUpTime) > now);
    const past = data.reservations.filter((r) => parseLocal(r.dropOffTime) < now);
    expect(new Set(future.map((r) => r.status))).toEqual(new Set(['CREATED', 'CANCELLED']));
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['DONE', 'CANCELLED']));
    expect(data.reservations.some((r) => r.userId === 2 && parseLocal(r.pickUpTime) > now)).toBe(
      true,
    );
  });

  it('places times around the given now, so a later seed still has future bookings', () => {
    const later = createDemoData(new Date(2031, 0, 1, 12));
    const first = later.reservations.find((r) => r.id === 1)!;
    const original = data.reservations.find((r) => r.id === 1)!;
    expect(first.pickUpTime.slice(11)).toBe(original.pickUpTime.slice(11));
    expect(parseLocal(first.pickUpTime).getFullYear()).toBe(2030);
    expect(
      later.reservations.some((r) => parseLocal(r.pickUpTime) > new Date(2031, 0, 1, 12)),
    ).toBe(true);
  });

  it('prices each reservation as ceil(minutes / 60) * pricePerHour', () => {
    for (const reservation of data.reservations) {
      const vehicle = data.vehicles.find((candidate) => candidate.id === reservation.carId)!;
      const minutes =
        (parseLocal(reservation.dropOffTime).getTime() -
          parseLocal(reservation.pickUpTime).getTime()) /
        60000;
      expect(reservation.totalPrice).toBe(Math.ceil(minutes / 60) * vehicle.pricePerHour);
    }
  });

  it('never overlaps two CREATED reservations of the same vehicle (touching ends included)', () => {
    const created = data.reservations.filter((r) => r.status === 'CREATED');
    for (const a of created) {
      for (const b of created) {
        if (a.id === b.id || a.carId !== b.carId) continue;
        const overlaps = a.pickUpTime <= b.dropOffTime && a.dropOffTime >= b.pickUpTime;
        expect(overlaps, `reservations ${a.id} and ${b.id}`).toBe(false);
      }
    }
  });
});

describe('demo contact messages', () => {
  it('has at least 30 messages within the contact form limits', () => {
    expect(data.contactMessages.length).toBeGreaterThanOrEqual(30);
    for (const message of data.contactMessages) {
      expect(message.name.length).toBeGreaterThanOrEqual(1);
      expect(message.name.length).toBeLessThanOrEqual(50);
      expect(message.subject.length).toBeGreaterThanOrEqual(5);
      expect(message.subject.length).toBeLessThanOrEqual(50);
      expect(message.body.length).toBeGreaterThanOrEqual(20);
      expect(message.body.length).toBeLessThanOrEqual(200);
      expect(message.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    }
  });
});

it('returns independent copies, so consumers may mutate them', () => {
  const copy = createDemoData(now);
  copy.users[0]!.firstName = 'Changed';
  expect(createDemoData(now).users[0]!.firstName).not.toBe('Changed');
});
