import {
  API_MESSAGES,
  MAX_RENTAL_DAYS,
  parameterProblemMessage,
  rentalTooLongMessage,
  type operations,
  type AdminReservation,
  type Reservation,
  type ReservationInput,
  type ReservationWithCar,
  type Vehicle,
} from '@rentacar/contract';
import {
  fromCents,
  isCancellable,
  isReservationEditable,
  localRangeProblem,
  normaliseReservationStatus,
  personName,
  readBookingTimes,
  reservationChanges,
  vehicleRatesInCents,
  reservationEmailSummary,
  reservationsLink,
  type BookingInterval,
} from '@rentacar/rules';
import { authenticate } from '../auth';
import { checkBranchBooking, placeNames, utcInterval } from '@rentacar/rules/branches';
import { driverEligibilityProblem, driverProblemMessage } from '@rentacar/rules/drivers';
import { isVehicleFree } from '../bookings';
import { branchIdOfSlug, branchOfVehicle, isAtBranch, namedBranch } from '../branches';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { http, type ValidRequest } from '../http';
import { queueEmail } from '../outbox';
import { toPage } from '../paging';

const branchById = (id: number | undefined) =>
  id === undefined ? undefined : db.branches.find(id);

/** The customer of a reservation with the summary every reservation e-mail carries. */
function emailParts(request: Request, reservation: Reservation) {
  const customer = db.users.find(reservation.userId)!;
  const vehicle = db.vehicles.find(reservation.carId)!;
  return {
    to: customer.email,
    recipientName: personName(customer),
    language: customer.language,
    reservation: reservationEmailSummary(reservation, vehicle, new URL(request.url).origin, {
      pickUp: branchById(reservation.pickUpBranchId),
      dropOff: branchById(reservation.dropOffBranchId),
    }),
  };
}

/** The booking body's times as stored; 400 naming a field that holds no real date. */
function readInterval(request: Request, body: ReservationInput): BookingInterval {
  const times = readBookingTimes(body);
  if (!times.valid) fail(request, 400, parameterProblemMessage(times));
  return times.interval;
}

/** A booking's stored fields: times, branches with their names as places, and the price. */
type Booking = Pick<
  Reservation,
  | 'pickUpTime'
  | 'dropOffTime'
  | 'pickUpLocation'
  | 'dropOffLocation'
  | 'pickUpBranchId'
  | 'dropOffBranchId'
  | 'totalPrice'
>;

/** The body's branches: those named, else the vehicle's, and for the drop-off `keptDropOff` or the pick-up's. */
function bookingBranches(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  keptDropOff?: number,
) {
  const pickUpBranch =
    body.pickUpBranchId === undefined
      ? branchOfVehicle(vehicle)
      : namedBranch(request, body.pickUpBranchId, 'pickUpBranchId');
  const dropOffId = body.dropOffBranchId ?? keptDropOff ?? pickUpBranch.id;
  const dropOffBranch =
    dropOffId === pickUpBranch.id
      ? pickUpBranch
      : namedBranch(request, dropOffId, 'dropOffBranchId');
  return { pickUpBranch, dropOffBranch };
}

/**
 * The stored fields of a booking of `vehicle`, after the shared booking rules
 * (`checkBranchBooking`: times, length, branches, hours; the price with the one-way fee) and
 * availability (no other CREATED reservation nor blocked period of the vehicle overlapping on
 * the instants, touching ends included).
 */
function checkBooking(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  edited?: Reservation,
): Booking {
  const interval = readInterval(request, body);
  const { pickUpBranch, dropOffBranch } = bookingBranches(
    request,
    vehicle,
    body,
    edited?.dropOffBranchId,
  );
  const verdict = checkBranchBooking(
    {
      ...interval,
      vehicleBranch: branchOfVehicle(vehicle),
      pickUpBranch,
      dropOffBranch,
      rates: vehicleRatesInCents(vehicle),
    },
    undefined,
    MAX_RENTAL_DAYS,
  );
  if (!verdict.accepted) fail(request, 400, verdict.message);
  if (edited === undefined) refuseIneligibleDriver(request, vehicle, interval);
  const question = {
    carId: vehicle.id,
    interval: verdict.instants,
    exceptReservationId: edited?.id,
  };
  if (!isVehicleFree(question)) {
    fail(request, 400, API_MESSAGES.vehicleNotAvailable);
  }
  return {
    ...interval,
    pickUpBranchId: pickUpBranch.id,
    dropOffBranchId: dropOffBranch.id,
    ...placeNames(body, pickUpBranch, dropOffBranch),
    totalPrice: fromCents(verdict.totalPriceInCents),
  };
}

/** The customer drives a new booking: their details against the vehicle's minimums. */
function refuseIneligibleDriver(request: Request, vehicle: Vehicle, interval: BookingInterval) {
  const problem = driverEligibilityProblem({
    driver: authenticate(request).driver,
    vehicle,
    pickUpDate: interval.pickUpTime.slice(0, 10),
    dropOffDate: interval.dropOffTime.slice(0, 10),
  });
  if (problem !== undefined) fail(request, 400, driverProblemMessage(problem));
}

/** A closing edit's fields, unless it lasts longer than `MAX_RENTAL_DAYS` (400), whatever else it breaks. */
function checkClosing(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  edited: Reservation,
): Omit<Booking, 'totalPrice'> {
  const interval = readInterval(request, body);
  const { pickUpBranch, dropOffBranch } = bookingBranches(
    request,
    vehicle,
    body,
    edited.dropOffBranchId,
  );
  const instants = utcInterval({
    ...interval,
    pickUpZone: pickUpBranch.timeZone,
    dropOffZone: dropOffBranch.timeZone,
  });
  const hours =
    (Date.parse(`${instants.dropOffTime}Z`) - Date.parse(`${instants.pickUpTime}Z`)) / 3_600_000;
  if (hours > MAX_RENTAL_DAYS * 24) fail(request, 400, rentalTooLongMessage(MAX_RENTAL_DAYS));
  return {
    ...interval,
    pickUpBranchId: pickUpBranch.id,
    dropOffBranchId: dropOffBranch.id,
    ...placeNames(body, pickUpBranch, dropOffBranch),
  };
}

function withCar(reservation: Reservation): ReservationWithCar {
  return { ...reservation, car: db.vehicles.find(reservation.carId)! };
}

const findReservation = (request: Request, id: number): Reservation =>
  db.reservations.find(id) ?? notFound(request, id);

function withCarAndCustomer(reservation: Reservation): AdminReservation {
  const customer = db.users.find(reservation.userId)!;
  return {
    ...withCar(reservation),
    customerName: personName(customer),
  };
}

type ReservationListQuery = ValidRequest<operations['listReservations']>['query'];

/** The administrator's filters: statuses, vehicle, customer, and pick-up from (inclusive) to (exclusive). */
function reservationFilter(
  request: Request,
  query: ReservationListQuery,
): (reservation: Reservation) => boolean {
  const { status: statuses, carId, userId, from, to, branch } = query;
  const problem = localRangeProblem(from, to);
  if (problem) fail(request, 400, parameterProblemMessage(problem));
  const branchId = branch === undefined ? undefined : branchIdOfSlug(branch);
  return (reservation) =>
    (branchId === undefined || isAtBranch(reservation, branchId)) &&
    (statuses === undefined || statuses.includes(reservation.status)) &&
    (carId === undefined || reservation.carId === carId) &&
    (userId === undefined || reservation.userId === userId) &&
    (from === undefined || reservation.pickUpTime >= from) &&
    (to === undefined || reservation.pickUpTime < to);
}

const findVehicle = (request: Request, id: number): Vehicle =>
  db.vehicles.find(id) ?? notFound(request, id);

export const reservationHandlers = [
  http.post('/reservations/add', async ({ request, valid: { query, body }, response }) => {
    const user = authenticate(request);
    const vehicle = findVehicle(request, query.carId);
    const booking = checkBooking(request, vehicle, body);
    const reservation = db.reservations.insert({
      carId: vehicle.id,
      userId: user.id,
      status: 'CREATED',
      ...booking,
    });
    await queueEmail({ kind: 'bookingConfirmed', ...emailParts(request, reservation) });
    return response(201).json({
      message: API_MESSAGES.reservationCreated,
      success: true,
      id: reservation.id,
    });
  }),

  http.get('/reservations/auth/all', ({ request, valid, response }) => {
    const user = authenticate(request);
    const own = db.reservations.all().filter((reservation) => reservation.userId === user.id);
    return response(200).json(toPage(own.map(withCar), valid.query));
  }),

  http.get('/reservations/{id}/auth', ({ request, valid, response }) => {
    const user = authenticate(request);
    const { id } = valid.path;
    const reservation = db.reservations.find(id);
    // Another user's reservation answers like an unknown one: its existence is not revealed.
    if (!reservation || reservation.userId !== user.id) return notFound(request, id);
    return response(200).json(withCar(reservation));
  }),

  http.patch('/reservations/{id}/auth/cancel', async ({ request, valid, response }) => {
    const user = authenticate(request);
    const reservation = db.reservations.find(valid.path.id);
    if (!reservation || reservation.userId !== user.id) return notFound(request, valid.path.id);
    if (!isCancellable(reservation)) fail(request, 400, API_MESSAGES.onlyUpcomingCancellable);
    const cancelled = db.reservations.update(reservation.id, { status: 'CANCELLED' });
    await queueEmail({
      kind: 'reservationCancelled',
      cancelledBy: 'customer',
      ...emailParts(request, cancelled),
    });
    return response(200).json({ message: API_MESSAGES.reservationCancelled, success: true });
  }),

  http.get('/reservations/admin/all/pages', ({ request, valid, response }) => {
    const matches = reservationFilter(request, valid.query);
    const reservations = db.reservations.all().filter(matches).map(withCarAndCustomer);
    return response(200).json(toPage(reservations, valid.query));
  }),

  http.get('/reservations/{id}/admin', ({ request, valid, response }) => {
    return response(200).json(withCar(findReservation(request, valid.path.id)));
  }),

  http.put('/reservations/admin/auth', async ({ request, valid: { query, body }, response }) => {
    const reservation = findReservation(request, query.reservationId);
    const vehicle = findVehicle(request, query.carId);
    if (!isReservationEditable(reservation)) fail(request, 400, API_MESSAGES.reservationClosed);
    const updated =
      body.status === 'CREATED'
        ? db.reservations.update(reservation.id, {
            ...checkBooking(request, vehicle, body, reservation),
            carId: vehicle.id,
          })
        : // Cancelling or finishing keeps the vehicle and the price the customer booked.
          db.reservations.update(reservation.id, {
            ...checkClosing(request, vehicle, body, reservation),
            status: normaliseReservationStatus(body.status),
          });
    const changes = reservationChanges(reservation, updated);
    if (updated.status === 'CANCELLED') {
      await queueEmail({
        kind: 'reservationCancelled',
        cancelledBy: 'administrator',
        ...emailParts(request, updated),
      });
    } else if (changes.length > 0) {
      await queueEmail({ kind: 'reservationChanged', changes, ...emailParts(request, updated) });
    }
    return response(200).json({ message: API_MESSAGES.reservationUpdated, success: true });
  }),

  http.delete('/reservations/admin/{id}/auth', async ({ request, valid, response }) => {
    const reservation = findReservation(request, valid.path.id);
    // An upcoming booking that vanishes is, to its customer, one the team cancelled.
    const parts = isCancellable(reservation) ? emailParts(request, reservation) : undefined;
    db.reservations.delete(reservation.id);
    if (parts !== undefined) {
      await queueEmail({
        kind: 'reservationCancelled',
        cancelledBy: 'administrator',
        ...parts,
        // Its page went with it.
        reservation: { ...parts.reservation, link: reservationsLink(new URL(request.url).origin) },
      });
    }
    return response(200).json({ message: API_MESSAGES.reservationDeleted, success: true });
  }),
];
