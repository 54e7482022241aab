import { DEFAULT_MINIMUM_DRIVER_AGE, DEFAULT_MINIMUM_LICENSE_YEARS } from '@rentacar/rules/drivers';
import {
  type AdditionalDriver,
  type BlockedPeriod,
  type Branch,
  type ContactMessage,
  type Reservation,
  type ReservationChange,
  type Vehicle,
} from '@rentacar/contract';
import { DEFAULT_TURNAROUND_MINUTES, rentalPrice } from '@rentacar/rules';
import { formatLocalDateTime, sampleVehicle } from '@rentacar/demo-data';
import { blockInstants } from './branches';
import { db, type BlockRecord, type ImageRecord, type UserRecord } from './db';

// A 1 x 1 PNG: the default bytes of a created image.
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

let sequence = 0;
const nextNumber = () => ++sequence;

/** Stores a user (a Customer unless overridden) and returns it, password included. */
export function createUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const number = nextNumber();
  return db.users.insert({
    firstName: 'Test',
    lastName: `User ${number}`,
    email: `test.user${number}@example.test`,
    password: 'Secret#2026',
    phoneNumber: '(555) 010-0000',
    address: `${number} Test Street, Springfield`,
    zipCode: '62701',
    builtIn: false,
    emailConfirmed: true,
    roles: ['Customer'],
    language: 'en',
    ...overrides,
  });
}

/** Stores an image file (a tiny PNG unless overridden). */
export function createImage(overrides: Partial<ImageRecord> = {}): ImageRecord {
  const image: ImageRecord = {
    id: crypto.randomUUID(),
    contentType: 'image/png',
    bytes: TINY_PNG,
    ...overrides,
  };
  db.images.set(image.id, image);
  return image;
}

/** Stores a branch open around the clock in New York, taking one-way returns for free. */
export function createBranch(overrides: Partial<Branch> = {}): Branch {
  const number = nextNumber();
  return db.branches.insert({
    name: `Test Branch ${number}`,
    slug: `test-branch-${number}`,
    address: `${number} Main St`,
    city: 'New York',
    zipCode: '10001',
    country: 'US',
    latitude: 40.75,
    longitude: -73.99,
    phoneNumber: '(212) 555-0100',
    email: `branch${number}@example.test`,
    timeZone: 'America/New_York',
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
    closures: [],
    oneWayFee: 0,
    ...overrides,
  });
}

/**
 * Stores a vehicle, with a new image of its own unless `image` is given, at the first branch
 * (a new one when there is none) unless `branchId` is given.
 */
export function createVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const number = nextNumber();
  return db.vehicles.insert({
    ...sampleVehicle({ model: `Test Car ${number}`, age: 1 }),
    minimumDriverAge: DEFAULT_MINIMUM_DRIVER_AGE,
    minimumLicenseYears: DEFAULT_MINIMUM_LICENSE_YEARS,
    turnaroundMinutes: DEFAULT_TURNAROUND_MINUTES,
    deposit: 0,
    image: overrides.image ?? [createImage().id],
    builtIn: false,
    branchId: overrides.branchId ?? db.branches.all()[0]?.id ?? createBranch().id,
    ...overrides,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a reservation: by default a CREATED one-day booking starting tomorrow at 10:00 of a new
 * vehicle by a new customer, priced by the contract's rule.
 */
export function createReservation(overrides: Partial<Reservation> = {}): Reservation {
  const vehicle =
    (overrides.carId === undefined ? undefined : db.vehicles.find(overrides.carId)) ??
    createVehicle();
  const now = new Date();
  const pickUp = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10);
  const dropOff = new Date(pickUp.getTime() + DAY_MS);
  const interval = {
    pickUpTime: formatLocalDateTime(pickUp),
    dropOffTime: formatLocalDateTime(dropOff),
  };
  return db.reservations.insert({
    carId: vehicle.id,
    userId: overrides.userId ?? createUser().id,
    ...interval,
    pickUpLocation: 'Springfield Airport',
    dropOffLocation: 'Springfield Central Station',
    status: 'CREATED',
    totalPrice: rentalPrice(interval, vehicle),
    ...overrides,
  });
}

/** Adds `change` to the history of reservation `reservationId`, as if it had been made. */
export function createReservationChange(
  reservationId: number,
  change: ReservationChange,
): ReservationChange {
  const { at, by, fields } = db.reservationChanges.insert({ reservationId, ...change });
  return { at, by, fields };
}

/** The reservation's additional drivers, in order, without the driver checks of the API. */
export function setAdditionalDrivers(reservationId: number, drivers: AdditionalDriver[]): void {
  db.additionalDrivers.set(reservationId, drivers);
}

/** A blocked period of the vehicle `carId`, without the overlap checks of the API. */
export function createBlockedPeriod({
  carId,
  start,
  end,
  reason = 'Annual service',
}: Pick<BlockedPeriod, 'carId' | 'start' | 'end'> & { reason?: string }): BlockRecord {
  const vehicle = db.vehicles.find(carId) ?? createVehicle();
  const instants = blockInstants(vehicle, { pickUpTime: start, dropOffTime: end });
  return db.blockedPeriods.insert({
    carId: vehicle.id,
    start,
    end,
    reason,
    startAt: instants.pickUpTime,
    endAt: instants.dropOffTime,
  });
}

export function createContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  const number = nextNumber();
  return db.contactMessages.insert({
    name: `Visitor ${number}`,
    email: `visitor${number}@example.test`,
    subject: `Question number ${number}`,
    body: 'Could you tell me more about your rental conditions, please?',
    ...overrides,
  });
}
