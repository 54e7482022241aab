import {
  API_MESSAGES,
  parameterProblemMessage,
  validationReason,
  type operations,
  type Vehicle,
  type VehicleInput,
} from '@rentacar/contract';
import {
  DEFAULT_TURNAROUND_MINUTES,
  normaliseLicensePlate,
  officeTimeZone,
  readAvailabilityFilter,
  tooCloseForTurnaround,
} from '@rentacar/rules';
import {
  DEFAULT_MINIMUM_DRIVER_AGE,
  DEFAULT_MINIMUM_LICENSE_YEARS,
  youngDriverTermsProblem,
} from '@rentacar/rules/drivers';
import { readZonedAvailabilityWindow, utcInterval } from '@rentacar/rules/branches';
import { bookingQuestion, isVehicleFree, occupiedPeriods } from '../bookings';
import { branchIdOfSlug, branchOfVehicle, namedBranch, reservationInstants } from '../branches';
import { db } from '../db';
import { fail, imageNotFound, notFound, refuseBuiltIn, reservationsConflict } from '../errors';
import { containsText } from '../filters';
import { http, type ValidRequest } from '../http';
import { toPage } from '../paging';

const findVehicle = (request: Request, id: number): Vehicle =>
  db.vehicles.find(id) ?? notFound(request, id);

/** 404 for an unknown image, 409 when another vehicle than `owner` already shows it. */
function ensureImageAvailable(request: Request, imageId: string, owner?: Vehicle): void {
  if (!db.images.has(imageId)) imageNotFound(request, imageId);
  const user = db.vehicles.all().find((vehicle) => vehicle.image.includes(imageId));
  if (user && user.id !== owner?.id) fail(request, 409, API_MESSAGES.imageInUse);
}

/**
 * The vehicle's fields as stored from a create or update body: the plate trimmed and in capitals,
 * none when absent or blank (an update without one removes it); 409 when another vehicle than
 * `owner` has that plate.
 */
function vehicleFields(
  request: Request,
  {
    licensePlate,
    branchId,
    minimumDriverAge,
    minimumLicenseYears,
    turnaroundMinutes,
    deposit = 0,
    ...fields
  }: VehicleInput,
  owner?: Vehicle,
): VehicleInput &
  Pick<
    Vehicle,
    'branchId' | 'minimumDriverAge' | 'minimumLicenseYears' | 'turnaroundMinutes' | 'deposit'
  > {
  const branch = {
    deposit,
    branchId: vehicleBranchId(request, branchId, owner),
    minimumDriverAge: minimumDriverAge ?? owner?.minimumDriverAge ?? DEFAULT_MINIMUM_DRIVER_AGE,
    minimumLicenseYears:
      minimumLicenseYears ?? owner?.minimumLicenseYears ?? DEFAULT_MINIMUM_LICENSE_YEARS,
    turnaroundMinutes: turnaroundMinutes ?? owner?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES,
  };
  const terms = youngDriverTermsProblem(fields);
  if (terms !== undefined) fail(request, 400, parameterProblemMessage(terms));
  const plate = normaliseLicensePlate(licensePlate);
  if (plate === undefined) return { ...fields, ...branch };
  const holder = db.vehicles.all().find((vehicle) => vehicle.licensePlate === plate);
  if (holder && holder.id !== owner?.id) fail(request, 409, API_MESSAGES.licensePlateTaken);
  return { ...fields, ...branch, licensePlate: plate };
}

/**
 * The branch a vehicle goes to: the one named; else an updated vehicle's own, or the only
 * branch there is; with several, a new vehicle must name it.
 */
function vehicleBranchId(request: Request, branchId: number | undefined, owner?: Vehicle): number {
  if (branchId !== undefined) return namedBranch(request, branchId, 'branchId').id;
  if (owner !== undefined) return owner.branchId;
  const branches = db.branches.all();
  if (branches.length === 1) return branches[0]!.id;
  return fail(
    request,
    400,
    parameterProblemMessage({ parameter: 'branchId', reason: validationReason('required') }),
  );
}

/**
 * A changed turnaround leaves no booking of the vehicle within another's turnaround, nor a
 * turnaround in a blocked period: else 409 listing the CREATED reservations that would.
 */
function refuseTooCloseTurnaround(request: Request, vehicle: Vehicle, turnaroundMinutes: number) {
  if (turnaroundMinutes === vehicle.turnaroundMinutes) return;
  const bookings = db.reservations
    .all()
    .filter(({ carId, status }) => carId === vehicle.id && status === 'CREATED')
    .map((reservation) => ({ reservation, ...reservationInstants(reservation) }))
    .sort(
      (a, b) => a.pickUpTime.localeCompare(b.pickUpTime) || a.reservation.id - b.reservation.id,
    );
  const blocks = db.blockedPeriods
    .all()
    .filter(({ carId }) => carId === vehicle.id)
    .map(({ startAt, endAt }) => ({ pickUpTime: startAt, dropOffTime: endAt }));
  const tooClose = tooCloseForTurnaround(bookings, blocks, turnaroundMinutes);
  if (tooClose.length === 0) return;
  reservationsConflict(
    request,
    API_MESSAGES.turnaroundOverReservations,
    tooClose.map(({ reservation: { id, pickUpTime, dropOffTime } }) => ({
      id,
      pickUpTime,
      dropOffTime,
    })),
  );
}

type VehicleFilter = (vehicle: Vehicle) => boolean;
type VehicleListQuery = ValidRequest<operations['listVehicles']>['query'];

/**
 * The list filters of `GET /car/visitors/pages` (already checked against the contract) as one
 * predicate; the availability pair is checked by the shared rule. No filter keeps every vehicle.
 */
function vehicleFilter(request: Request, query: VehicleListQuery): VehicleFilter {
  const filters: VehicleFilter[] = [];
  const { q, transmission = [], fuelType = [], minSeats, maxPricePerHour, branch } = query;
  const branchId = branch === undefined ? undefined : branchIdOfSlug(branch);
  if (branchId !== undefined) filters.push((vehicle) => vehicle.branchId === branchId);
  if (q !== undefined) filters.push((vehicle) => containsText(q, vehicle.model));
  if (transmission.length > 0) {
    filters.push((vehicle) => transmission.includes(vehicle.transmission));
  }
  if (fuelType.length > 0) filters.push((vehicle) => fuelType.includes(vehicle.fuelType));
  if (minSeats !== undefined) filters.push((vehicle) => vehicle.seats >= minSeats);
  if (maxPricePerHour !== undefined) {
    filters.push((vehicle) => vehicle.pricePerHour <= maxPricePerHour);
  }
  const availability = readAvailabilityFilter(query.availableFrom, query.availableTo);
  if (availability?.valid === false) {
    fail(request, 400, parameterProblemMessage(availability));
  }
  if (availability?.valid) {
    // The branch's wall-clock times when a branch is asked for, else the office's.
    const zone = (branchId && db.branches.find(branchId)?.timeZone) || officeTimeZone();
    const instants = utcInterval({
      ...availability.interval,
      pickUpZone: zone,
      dropOffZone: zone,
    });
    filters.push((vehicle) => isVehicleFree(bookingQuestion(vehicle, instants)));
  }
  return (vehicle) => filters.every((filter) => filter(vehicle));
}

export const vehicleHandlers = [
  http.get('/car/visitors/pages', ({ request, valid, response }) => {
    const matches = vehicleFilter(request, valid.query);
    return response(200).json(toPage(db.vehicles.all().filter(matches), valid.query));
  }),

  http.get('/car/visitors/all', ({ response }) => {
    return response(200).json(db.vehicles.all());
  }),

  http.get('/car/visitors/{id}/availability', ({ request, valid, response }) => {
    const vehicle = findVehicle(request, valid.path.id);
    const { timeZone } = branchOfVehicle(vehicle);
    const window = readZonedAvailabilityWindow(valid.query.from, valid.query.to, timeZone);
    if (!window.valid) fail(request, 400, parameterProblemMessage(window));
    const instants = utcInterval({
      ...window.interval,
      pickUpZone: timeZone,
      dropOffZone: timeZone,
    });
    const booked = occupiedPeriods({ carId: vehicle.id, interval: instants });
    return response(200).json({
      carId: vehicle.id,
      from: window.interval.pickUpTime,
      to: window.interval.dropOffTime,
      booked,
    });
  }),

  http.get('/car/visitors/{id}', ({ request, valid, response }) => {
    return response(200).json(findVehicle(request, valid.path.id));
  }),

  http.post('/car/admin/{imageId}/add', ({ request, valid, response }) => {
    const { imageId } = valid.path;
    const { body } = valid;
    ensureImageAvailable(request, imageId);
    const fields = vehicleFields(request, body);
    db.vehicles.insert({ ...fields, image: [imageId], builtIn: false });
    return response(201).json({ message: API_MESSAGES.vehicleSaved, success: true });
  }),

  http.put('/car/admin/auth', ({ request, valid, response }) => {
    const { id, imageId } = valid.query;
    const { body } = valid;
    const vehicle = findVehicle(request, id);
    refuseBuiltIn(request, vehicle);
    ensureImageAvailable(request, imageId, vehicle);
    const fields = vehicleFields(request, body, vehicle);
    refuseTooCloseTurnaround(request, vehicle, fields.turnaroundMinutes);
    // The body replaces the vehicle's fields: without a plate or a rate, the vehicle has none.
    db.vehicles.update(vehicle.id, {
      licensePlate: undefined,
      pricePerDay: undefined,
      pricePerWeek: undefined,
      youngDriverAge: undefined,
      youngDriverSurchargePerDay: undefined,
      ...fields,
      image: [imageId],
    });
    return response(200).json({ message: API_MESSAGES.vehicleUpdated, success: true });
  }),

  http.delete('/car/admin/{id}/auth', ({ request, valid, response }) => {
    const vehicle = findVehicle(request, valid.path.id);
    refuseBuiltIn(request, vehicle);
    if (db.reservations.all().some((reservation) => reservation.carId === vehicle.id)) {
      fail(request, 400, API_MESSAGES.vehicleInUse);
    }
    db.vehicles.delete(vehicle.id);
    // Its blocked periods go with it, as the server's cascade.
    for (const block of db.blockedPeriods.all()) {
      if (block.carId === vehicle.id) db.blockedPeriods.delete(block.id);
    }
    vehicle.image.forEach((imageId) => db.images.delete(imageId));
    return response(200).json({ message: API_MESSAGES.vehicleDeleted, success: true });
  }),
];
