import {
  API_MESSAGES,
  PARAMETER_LIMITS,
  readAvailabilityFilter,
  readAvailabilityWindow,
  type ValueLimits,
  type Vehicle,
  type VehicleInput,
} from '@rentacar/api';
import { FUEL_TYPES, TRANSMISSIONS } from '@rentacar/demo-data';
import { authorize } from '../auth';
import { overlappingBookings } from '../bookings';
import { db } from '../db';
import { fail, imageNotFound, notFound, refuseBuiltIn } from '../errors';
import { http } from '../http';
import { pagedLists, readPageRequest, toPage } from '../paging';
import {
  boolean,
  nonNegativeInteger,
  oneOf,
  parseId,
  parseImageId,
  positiveNumber,
  readJson,
  textLength,
  validateBody,
  type Schema,
} from '../validation';

const vehicleRules: Schema<VehicleInput> = {
  model: textLength(1, 30),
  doors: nonNegativeInteger,
  seats: nonNegativeInteger,
  luggage: nonNegativeInteger,
  transmission: oneOf(TRANSMISSIONS),
  airConditioning: boolean,
  fuelType: oneOf(FUEL_TYPES),
  age: nonNegativeInteger,
  pricePerHour: positiveNumber,
};

function findVehicle(request: Request, rawId: string | null | undefined): Vehicle {
  const id = parseId(request, 'id', rawId);
  return db.vehicles.find(id) ?? notFound(request, id);
}

/** 404 for an unknown image, 409 when another vehicle than `owner` already shows it. */
function ensureImageAvailable(request: Request, imageId: string, owner?: Vehicle): void {
  if (!db.images.has(imageId)) imageNotFound(request, imageId);
  const user = db.vehicles.all().find((vehicle) => vehicle.image.includes(imageId));
  if (user && user.id !== owner?.id) fail(request, 409, API_MESSAGES.imageInUse);
}

type VehicleFilter = (vehicle: Vehicle) => boolean;

const DECIMAL = /^\d+(\.\d+)?$/;

/** A number query parameter within the contract's bounds; 400 `<name>: ...` otherwise. */
function readNumber(
  request: Request,
  name: 'minSeats' | 'maxPricePerHour',
  raw: string,
  integer: boolean,
): number {
  const limits: ValueLimits = PARAMETER_LIMITS[name];
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  // NaN fails every comparison, so text that is no decimal number is out of bounds too.
  const inBounds =
    value >= (limits.minimum ?? -Infinity) &&
    value > (limits.exclusiveMinimum ?? -Infinity) &&
    value <= (limits.maximum ?? Infinity);
  if (!inBounds || (integer && !Number.isInteger(value))) {
    const bounds = [
      limits.minimum !== undefined && `at least ${limits.minimum}`,
      limits.exclusiveMinimum !== undefined && `greater than ${limits.exclusiveMinimum}`,
      limits.maximum !== undefined && `at most ${limits.maximum}`,
    ].filter(Boolean);
    fail(
      request,
      400,
      `${name}: must be ${integer ? 'an integer' : 'a number'} ${bounds.join(' and ')}`,
    );
  }
  return value;
}

/** Values of a repeatable enum parameter (`?fuelType=Diesel&fuelType=LPG`). */
function readChoices(request: Request, name: string, allowed: readonly string[]): string[] {
  const values = new URL(request.url).searchParams.getAll(name);
  if (values.some((value) => !allowed.includes(value))) {
    fail(request, 400, `${name}: must be one of ${allowed.join(', ')}`);
  }
  return values;
}

/**
 * The list filters of `GET /car/visitors/pages` as one predicate; 400 naming the first bad
 * parameter. No filter keeps every vehicle.
 */
function readVehicleFilters(request: Request): VehicleFilter {
  const query = new URL(request.url).searchParams;
  const filters: VehicleFilter[] = [];
  const q = query.get('q');
  if (q !== null) {
    const { minLength, maxLength, pattern, patternReason } = PARAMETER_LIMITS.q;
    if ([...q].length < minLength || [...q].length > maxLength) {
      fail(request, 400, `q: must be between ${minLength} and ${maxLength} characters`);
    }
    if (!new RegExp(pattern, 'u').test(q)) fail(request, 400, `q: ${patternReason}`);
    const text = q.toLowerCase();
    filters.push((vehicle) => vehicle.model.toLowerCase().includes(text));
  }
  const transmissions = readChoices(request, 'transmission', TRANSMISSIONS);
  if (transmissions.length > 0) {
    filters.push((vehicle) => transmissions.includes(vehicle.transmission));
  }
  const fuelTypes = readChoices(request, 'fuelType', FUEL_TYPES);
  if (fuelTypes.length > 0) filters.push((vehicle) => fuelTypes.includes(vehicle.fuelType));
  const minSeats = query.get('minSeats');
  if (minSeats !== null) {
    const seats = readNumber(request, 'minSeats', minSeats, true);
    filters.push((vehicle) => vehicle.seats >= seats);
  }
  const maxPrice = query.get('maxPricePerHour');
  if (maxPrice !== null) {
    const price = readNumber(request, 'maxPricePerHour', maxPrice, false);
    filters.push((vehicle) => vehicle.pricePerHour <= price);
  }
  const availability = readAvailabilityFilter(
    query.get('availableFrom') ?? undefined,
    query.get('availableTo') ?? undefined,
  );
  if (availability?.valid === false) {
    fail(request, 400, `${availability.parameter}: ${availability.reason}`);
  }
  if (availability?.valid) {
    filters.push((vehicle) => overlappingBookings(vehicle.id, availability.interval).length === 0);
  }
  return (vehicle) => filters.every((filter) => filter(vehicle));
}

export const vehicleHandlers = [
  // The fixed paths come before `/car/visitors/{id}`, which would otherwise take "pages" as an id.
  http.get('/car/visitors/pages', ({ request, response }) => {
    const pageRequest = readPageRequest(request, pagedLists.listVehicles);
    const matches = readVehicleFilters(request);
    return response(200).json(toPage(db.vehicles.all().filter(matches), pageRequest));
  }),

  http.get('/car/visitors/all', ({ response }) => {
    return response(200).json(db.vehicles.all());
  }),

  http.get('/car/visitors/{id}/availability', ({ request, params, query, response }) => {
    const id = parseId(request, 'id', params.id);
    const window = readAvailabilityWindow(
      query.get('from') ?? undefined,
      query.get('to') ?? undefined,
    );
    if (!window.valid) fail(request, 400, `${window.parameter}: ${window.reason}`);
    const vehicle = db.vehicles.find(id) ?? notFound(request, id);
    const booked = overlappingBookings(vehicle.id, window.interval).map(
      ({ pickUpTime, dropOffTime }) => ({ pickUpTime, dropOffTime }),
    );
    return response(200).json({
      carId: vehicle.id,
      from: window.interval.pickUpTime,
      to: window.interval.dropOffTime,
      booked,
    });
  }),

  http.get('/car/visitors/{id}', ({ request, params, response }) => {
    return response(200).json(findVehicle(request, params.id));
  }),

  http.post('/car/admin/{imageId}/add', async ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const imageId = parseImageId(request, 'imageId', params.imageId);
    const body = validateBody(request, await readJson(request), 'VehicleInput', vehicleRules);
    ensureImageAvailable(request, imageId);
    db.vehicles.insert({ ...body, image: [imageId], builtIn: false });
    return response(201).json({ message: API_MESSAGES.vehicleSaved, success: true });
  }),

  http.put('/car/admin/auth', async ({ request, query, response }) => {
    authorize(request, 'Administrator');
    const id = parseId(request, 'id', query.get('id'));
    const imageId = parseImageId(request, 'imageId', query.get('imageId'));
    const body = validateBody(request, await readJson(request), 'VehicleInput', vehicleRules);
    const vehicle = db.vehicles.find(id) ?? notFound(request, id);
    refuseBuiltIn(request, vehicle);
    ensureImageAvailable(request, imageId, vehicle);
    db.vehicles.update(vehicle.id, { ...body, image: [imageId] });
    return response(200).json({ message: API_MESSAGES.vehicleUpdated, success: true });
  }),

  http.delete('/car/admin/{id}/auth', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const vehicle = findVehicle(request, params.id);
    refuseBuiltIn(request, vehicle);
    if (db.reservations.all().some((reservation) => reservation.carId === vehicle.id)) {
      fail(request, 400, "Car couldn't be deleted. Car is used by a reservation");
    }
    db.vehicles.delete(vehicle.id);
    vehicle.image.forEach((imageId) => db.images.delete(imageId));
    return response(200).json({ message: API_MESSAGES.vehicleDeleted, success: true });
  }),
];
