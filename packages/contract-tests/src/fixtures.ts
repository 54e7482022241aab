import {
  type Branch,
  type BranchInput,
  type DriverDetails,
  type Registration,
  type ReservationInput,
  type ReservationStatus,
  type User,
  type UserUpdate,
  type UserWithDriver,
  type Vehicle,
  type VehicleInput,
} from '@rentacar/contract';
import {
  LOCAL_ISO_DATE_TIME_FORMAT,
  PAYLOAD_DATE_TIME_FORMAT,
  toPayloadDateTime,
} from '@rentacar/rules';
import { uploadImage } from '@rentacar/api';
import { sampleVehicle } from '@rentacar/demo-data';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { logIn, type ContractContext } from './context';
import { expectSuccess } from './expectations';

const runId = Math.random().toString(36).slice(2, 10);
let counter = 0;

/** A license plate no other test or earlier run has used, in its stored form (capitals). */
export function uniquePlate(): string {
  counter += 1;
  return `${runId}-${counter}`.toUpperCase().slice(0, 15);
}

/** An e-mail address no other test or earlier run has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `contract.${label}.${runId}.${counter}@example.com`;
}

/** Text no other test or earlier run has used, e.g. to find a created record again. */
export function uniqueText(label: string): string {
  counter += 1;
  return `${label} ${runId} ${counter}`;
}

export const NEW_PASSWORD = 'Contract#2026';

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    firstName: 'Casey',
    lastName: 'Contract',
    phoneNumber: '(555) 321-7654',
    address: '10 Test Avenue, Springfield',
    zipCode: '62701',
    email: uniqueEmail('customer'),
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  };
}

/** An administrator's update of `user` that keeps everything but `overrides`. */
export function userUpdate(user: User, overrides: Partial<UserUpdate> = {}): UserUpdate {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    zipCode: user.zipCode,
    email: user.email,
    roles: user.roles,
    ...overrides,
  };
}

export interface TestCustomer {
  user: UserWithDriver;
  email: string;
  password: string;
  token: string;
}

/** Driver details every vehicle of the suite accepts: 40 years old, a licence held 20 years. */
export function driverDetails(overrides: Partial<DriverDetails> = {}): DriverDetails {
  const today = DateTime.local();
  const date = (years: number) => today.plus({ years }).toFormat('yyyy-MM-dd');
  return {
    dateOfBirth: date(-40),
    licenseNumber: 'CT-1234-5678',
    licenseCountry: 'US',
    licenseIssuedOn: date(-20),
    licenseExpiresOn: date(5),
    ...overrides,
  };
}

/**
 * Registers a fresh customer and logs them in; they give `driver` (by default details every
 * vehicle accepts, so they may book; `null`: none).
 */
export async function registerCustomer(
  context: ContractContext,
  overrides: Partial<Registration> = {},
  driver: DriverDetails | null = driverDetails(),
): Promise<TestCustomer> {
  const body = registration(overrides);
  const { response } = await context.client().POST('/register', { body });
  expect(response.status, `registration of ${body.email}`).toBe(201);
  const token = await logIn(context, body);
  if (driver !== null) {
    const { response: saved } = await context.client(token).PUT('/user/driver', { body: driver });
    expect(saved.status, 'driver details').toBe(200);
  }
  const { data: user } = await context.client(token).GET('/user');
  return { user: user!, email: body.email, password: body.password, token };
}

/** A valid 1 x 1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** A valid 1 x 1 JPEG. */
export const JPEG_BYTES = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
);

/** Uploads an image as the administrator and answers its id. */
export async function uploadTestImage(
  context: ContractContext,
  bytes: Uint8Array<ArrayBuffer> = PNG_BYTES,
  type = 'image/png',
): Promise<string> {
  const { imageId } = await uploadImage(
    context.client(context.adminToken),
    new Blob([bytes], { type }),
  );
  return imageId;
}

/** A vehicle body of a model no other test uses. */
export function vehicleInput(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return sampleVehicle({
    model: uniqueText('Car').slice(0, 30),
    fuelType: 'Hybrid',
    pricePerHour: 25,
    ...overrides,
  });
}

/** The vehicle showing `imageId`, looked up in the full list (creation answers no id). */
export async function findVehicleByImage(
  context: ContractContext,
  imageId: string,
): Promise<Vehicle | undefined> {
  const { data } = await context.client().GET('/car/visitors/all');
  return data!.find((vehicle) => vehicle.image.includes(imageId));
}

/** Open around the clock every day. */
export const AROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  opens: '00:00',
  closes: '24:00',
}));

/** A branch body of a slug no other test uses: in the office's zone, always open, free one-way. */
export function branchInput(overrides: Partial<BranchInput> = {}): BranchInput {
  const name = uniqueText('Branch').slice(0, 100);
  return {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: '1 Contract Plaza',
    city: 'Springfield',
    zipCode: '62701',
    country: 'US',
    latitude: 39.7817,
    longitude: -89.6501,
    phoneNumber: '(555) 321-0000',
    email: uniqueEmail('branch'),
    timeZone: DateTime.local().zoneName,
    openingHours: AROUND_THE_CLOCK,
    closures: [],
    oneWayFee: 0,
    ...overrides,
  };
}

/** Creates a branch as the administrator and answers it. */
export async function createTestBranch(
  context: ContractContext,
  overrides: Partial<BranchInput> = {},
): Promise<Branch> {
  const admin = context.client(context.adminToken);
  const body = branchInput(overrides);
  const { data, response } = await admin.POST('/branches/admin', { body });
  expect(response.status, 'branch creation').toBe(201);
  const { data: branch } = await admin.GET('/branches/visitors/{slug}', {
    params: { path: { slug: body.slug } },
  });
  expect(branch?.id).toBe(data?.id);
  return branch!;
}

const suiteBranches = new WeakMap<ContractContext, Promise<Branch>>();

/**
 * The suite's own branch, made once per run: the office's zone, open around the clock, so the
 * spec's booking rules are seen without opening hours in the way.
 */
export function suiteBranch(context: ContractContext): Promise<Branch> {
  let branch = suiteBranches.get(context);
  if (branch === undefined) {
    branch = createTestBranch(context);
    suiteBranches.set(context, branch);
  }
  return branch;
}

/** Creates a vehicle with a new image as the administrator and answers it (at `suiteBranch`). */
export async function createTestVehicle(
  context: ContractContext,
  overrides: Partial<VehicleInput> = {},
): Promise<Vehicle> {
  const imageId = await uploadTestImage(context);
  const branchId = overrides.branchId ?? (await suiteBranch(context)).id;
  const { response } = await context.client(context.adminToken).POST('/car/admin/{imageId}/add', {
    params: { path: { imageId } },
    body: vehicleInput({ branchId, ...overrides }),
  });
  expect(response.status, 'vehicle creation').toBe(201);
  const vehicle = await findVehicleByImage(context, imageId);
  expect(vehicle, `vehicle with image ${imageId}`).toBeDefined();
  return vehicle!;
}

/** A local time `days` after today's midnight, plus `hours` (and minutes). */
export function localTime(days: number, hours: number, minutes = 0): DateTime {
  return DateTime.now().startOf('day').plus({ days, hours, minutes });
}

/** The response format of a time: `2026-03-14T10:00:00`. */
export const isoLocal = (time: DateTime) => time.toFormat(LOCAL_ISO_DATE_TIME_FORMAT);

/** The request format of a time: `03/14/2026 10:00:00`. */
export const payload = (time: DateTime) => time.toFormat(PAYLOAD_DATE_TIME_FORMAT);

/** A booking body from `pickUp` to `dropOff`. */
export function booking(pickUp: DateTime, dropOff: DateTime): ReservationInput {
  return {
    pickUpTime: payload(pickUp),
    dropOffTime: payload(dropOff),
    pickUpLocation: 'Contract Airport',
    dropOffLocation: 'Contract Station',
  };
}

/** Books `carId` with `token` (the booking must succeed) and answers the new reservation's id. */
export async function bookVehicle(
  context: ContractContext,
  token: string,
  carId: number,
  pickUp: DateTime,
  dropOff: DateTime,
): Promise<number> {
  const client = context.client(token);
  const { response } = await client.POST('/reservations/add', {
    params: { query: { carId } },
    body: booking(pickUp, dropOff),
  });
  expect(response.status, 'booking').toBe(201);
  const { data } = await client.GET('/reservations/auth/all', {
    params: { query: { sort: 'id', direction: 'DESC', size: 1 } },
  });
  return data!.content[0]!.id;
}

/** A new customer's booking of a new vehicle (of `vehicleOverrides`) from `pickUp` to `dropOff`. */
export async function createBookedReservation(
  context: ContractContext,
  pickUp: DateTime,
  dropOff: DateTime,
  vehicleOverrides: Partial<VehicleInput> = {},
): Promise<{ customer: TestCustomer; vehicle: Vehicle; id: number }> {
  const customer = await registerCustomer(context);
  const vehicle = await createTestVehicle(context, vehicleOverrides);
  const id = await bookVehicle(context, customer.token, vehicle.id, pickUp, dropOff);
  return { customer, vehicle, id };
}

/** The booked periods of vehicle `id` within the window of `query`, asked anonymously. */
export const getAvailability = (
  context: ContractContext,
  id: number,
  query: { from?: string; to?: string } = {},
) =>
  context.client().GET('/car/visitors/{id}/availability', {
    params: { path: { id }, query },
  });

/** The customer of `token` cancels their reservation `id`. */
export const cancelOwnReservation = (context: ContractContext, token: string, id: number) =>
  context.client(token).PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } });

/** Cancels reservation `id` as the customer of `token`; the cancellation must succeed. */
export const expectCancelled = (context: ContractContext, token: string, id: number) =>
  expectSuccess(
    cancelOwnReservation(context, token, id),
    200,
    'Reservation Successfully Cancelled',
  );

/** Closes (or re-times) reservation `id` of `carId` as the administrator. */
export async function closeReservation(
  context: ContractContext,
  id: number,
  carId: number,
  status: Exclude<ReservationStatus, 'CREATED'>,
  pickUp: DateTime,
  dropOff: DateTime,
) {
  const { response } = await context.client(context.adminToken).PUT('/reservations/admin/auth', {
    params: { query: { reservationId: id, carId } },
    body: {
      pickUpTime: toPayloadDateTime(isoLocal(pickUp)),
      dropOffTime: toPayloadDateTime(isoLocal(dropOff)),
      pickUpLocation: 'Contract Airport',
      dropOffLocation: 'Contract Station',
      status,
    },
  });
  expect(response.status, `closing reservation ${id}`).toBe(200);
}

/** A customer with one reservation of each status on one new vehicle of `pricePerHour`. */
export async function createReservationsOfEachStatus(context: ContractContext, pricePerHour = 10) {
  const customer = await registerCustomer(context, { lastName: uniqueText('Filter') });
  const vehicle = await createTestVehicle(context, { pricePerHour });
  const created = { pickUp: localTime(2, 10), dropOff: localTime(2, 15) };
  const createdId = await bookVehicle(
    context,
    customer.token,
    vehicle.id,
    created.pickUp,
    created.dropOff,
  );
  // Closed with times two months back: an administrator records a past rental that way.
  const done = {
    pickUp: localTime(0, 10).minus({ months: 2 }),
    dropOff: localTime(0, 13).minus({ months: 2 }),
  };
  const doneId = await bookVehicle(
    context,
    customer.token,
    vehicle.id,
    localTime(3, 10),
    localTime(3, 13),
  );
  await closeReservation(context, doneId, vehicle.id, 'DONE', done.pickUp, done.dropOff);
  const cancelledId = await bookVehicle(
    context,
    customer.token,
    vehicle.id,
    localTime(4, 10),
    localTime(4, 12),
  );
  await closeReservation(
    context,
    cancelledId,
    vehicle.id,
    'CANCELLED',
    localTime(4, 10),
    localTime(4, 12),
  );
  return { customer, vehicle, created, createdId, done, doneId, cancelledId };
}
