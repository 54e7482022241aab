import {
  API_MESSAGES,
  type AdminReservation,
  type Reservation,
  type ReservationInput,
  type ReservationUpdate,
  type ReservationWithCar,
  type Vehicle,
} from '@rentacar/api';
import { parsePayloadDateTime } from '@rentacar/api';
import { authenticate, authorize } from '../auth';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { readListOf, readLocalDateTime, readOptionalId } from '../filters';
import { http } from '../http';
import { pagedLists, readPageRequest, toPage } from '../paging';
import {
  oneOf,
  parseId,
  payloadDateTime,
  readJson,
  requiredText,
  validateBody,
  type Schema,
} from '../validation';

const bookingRules: Schema<ReservationInput> = {
  pickUpTime: payloadDateTime,
  dropOffTime: payloadDateTime,
  pickUpLocation: requiredText,
  dropOffLocation: requiredText,
};

const updateRules: Schema<ReservationUpdate> = {
  ...bookingRules,
  status: oneOf(['CREATED', 'CANCELLED', 'CANCELED', 'DONE']),
};

const RESERVATION_STATUSES = ['CREATED', 'CANCELLED', 'DONE'] as const;

const HOUR_MS = 60 * 60 * 1000;

/** `ceil(minutes / 60) * pricePerHour`. */
export function priceFor(vehicle: Vehicle, pickUp: Date, dropOff: Date): number {
  return Math.ceil((dropOff.getTime() - pickUp.getTime()) / HOUR_MS) * vehicle.pricePerHour;
}

interface Booking {
  pickUpTime: string;
  dropOffTime: string;
  totalPrice: number;
}

/**
 * The stored times and price of a booking of `vehicle`, after the time rules (pick-up not in the
 * past, before drop-off) and the availability rule: no other CREATED reservation of the vehicle
 * may overlap, touching ends included.
 */
function checkBooking(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  ignoredReservationId?: number,
): Booking {
  const pickUpTime = parsePayloadDateTime(body.pickUpTime);
  const dropOffTime = parsePayloadDateTime(body.dropOffTime);
  // A zone-less ISO date-time is read as local wall-clock time, the office's time.
  const pickUp = new Date(pickUpTime);
  const dropOff = new Date(dropOffTime);
  if (pickUp.getTime() < Date.now() || pickUp.getTime() >= dropOff.getTime()) {
    fail(request, 400, API_MESSAGES.reservationTimesIncorrect);
  }
  const overlaps = db.reservations
    .all()
    .some(
      (other) =>
        other.id !== ignoredReservationId &&
        other.carId === vehicle.id &&
        other.status === 'CREATED' &&
        other.pickUpTime <= dropOffTime &&
        other.dropOffTime >= pickUpTime,
    );
  if (overlaps) fail(request, 400, API_MESSAGES.vehicleNotAvailable);
  return { pickUpTime, dropOffTime, totalPrice: priceFor(vehicle, pickUp, dropOff) };
}

function withCar(reservation: Reservation): ReservationWithCar {
  return { ...reservation, car: db.vehicles.find(reservation.carId)! };
}

function withCarAndCustomer(reservation: Reservation): AdminReservation {
  const customer = db.users.find(reservation.userId)!;
  return {
    ...withCar(reservation),
    customerName: `${customer.firstName} ${customer.lastName}`,
  };
}

/** The administrator's filters: statuses, vehicle, customer, and pick-up from (inclusive) to (exclusive). */
function reservationFilter(request: Request): (reservation: Reservation) => boolean {
  const statuses = readListOf(request, 'status', RESERVATION_STATUSES);
  const carId = readOptionalId(request, 'carId');
  const userId = readOptionalId(request, 'userId');
  const from = readLocalDateTime(request, 'from');
  const to = readLocalDateTime(request, 'to');
  if (from !== undefined && to !== undefined && to <= from) {
    fail(request, 400, 'to: must be after from');
  }
  return (reservation) =>
    (statuses === undefined || statuses.includes(reservation.status)) &&
    (carId === undefined || reservation.carId === carId) &&
    (userId === undefined || reservation.userId === userId) &&
    (from === undefined || reservation.pickUpTime >= from) &&
    (to === undefined || reservation.pickUpTime < to);
}

function findReservation(
  request: Request,
  rawId: string | null | undefined,
  parameter = 'id',
): Reservation {
  const id = parseId(request, parameter, rawId);
  return db.reservations.find(id) ?? notFound(request, id);
}

function findVehicle(request: Request, parameter: string, rawId: string | null): Vehicle {
  const id = parseId(request, parameter, rawId);
  return db.vehicles.find(id) ?? notFound(request, id);
}

export const reservationHandlers = [
  http.post('/reservations/add', async ({ request, query, response }) => {
    const user = authorize(request, 'Customer', 'Administrator');
    const carId = parseId(request, 'carId', query.get('carId'));
    const body = validateBody(request, await readJson(request), 'ReservationInput', bookingRules);
    const vehicle = db.vehicles.find(carId) ?? notFound(request, carId);
    const booking = checkBooking(request, vehicle, body);
    db.reservations.insert({
      carId: vehicle.id,
      userId: user.id,
      pickUpLocation: body.pickUpLocation,
      dropOffLocation: body.dropOffLocation,
      status: 'CREATED',
      ...booking,
    });
    return response(201).json({ message: API_MESSAGES.reservationCreated, success: true });
  }),

  http.get('/reservations/auth/all', ({ request, response }) => {
    const user = authenticate(request);
    const pageRequest = readPageRequest(request, pagedLists.listOwnReservations);
    const own = db.reservations.all().filter((reservation) => reservation.userId === user.id);
    return response(200).json(toPage(own.map(withCar), pageRequest));
  }),

  http.get('/reservations/{id}/auth', ({ request, params, response }) => {
    const user = authenticate(request);
    const id = parseId(request, 'id', params.id);
    const reservation = db.reservations.find(id);
    // Another user's reservation answers like an unknown one: its existence is not revealed.
    if (!reservation || reservation.userId !== user.id) return notFound(request, id);
    return response(200).json(withCar(reservation));
  }),

  http.get('/reservations/admin/all/pages', ({ request, response }) => {
    authorize(request, 'Administrator');
    const pageRequest = readPageRequest(request, pagedLists.listReservations);
    const matches = reservationFilter(request);
    const reservations = db.reservations.all().filter(matches).map(withCarAndCustomer);
    return response(200).json(toPage(reservations, pageRequest));
  }),

  http.get('/reservations/{id}/admin', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    return response(200).json(withCar(findReservation(request, params.id)));
  }),

  http.put('/reservations/admin/auth', async ({ request, query, response }) => {
    authorize(request, 'Administrator');
    const reservation = findReservation(request, query.get('reservationId'), 'reservationId');
    const vehicle = findVehicle(request, 'carId', query.get('carId'));
    const body = validateBody(request, await readJson(request), 'ReservationUpdate', updateRules);
    if (reservation.status !== 'CREATED') {
      fail(request, 400, "Reservation can't be updated for Canceled or done reservations");
    }
    const locations = {
      pickUpLocation: body.pickUpLocation,
      dropOffLocation: body.dropOffLocation,
    };
    if (body.status === 'CREATED') {
      const booking = checkBooking(request, vehicle, body, reservation.id);
      db.reservations.update(reservation.id, { ...locations, ...booking, carId: vehicle.id });
    } else {
      // Cancelling or finishing keeps the vehicle and the price the customer booked.
      db.reservations.update(reservation.id, {
        ...locations,
        pickUpTime: parsePayloadDateTime(body.pickUpTime),
        dropOffTime: parsePayloadDateTime(body.dropOffTime),
        status: body.status === 'DONE' ? 'DONE' : 'CANCELLED',
      });
    }
    return response(200).json({ message: API_MESSAGES.reservationUpdated, success: true });
  }),

  http.delete('/reservations/admin/{id}/auth', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const reservation = findReservation(request, params.id);
    db.reservations.delete(reservation.id);
    return response(200).json({ message: API_MESSAGES.reservationDeleted, success: true });
  }),
];
