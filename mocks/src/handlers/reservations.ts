import {
  API_MESSAGES,
  isBookableInterval,
  isCancellable,
  normaliseReservationStatus,
  parsePayloadDateTime,
  rentalPrice,
  type Reservation,
  type ReservationInput,
  type ReservationUpdate,
  type ReservationWithCar,
  type Vehicle,
} from '@rentacar/api';
import { authenticate, authorize } from '../auth';
import { overlappingBookings } from '../bookings';
import { db } from '../db';
import { fail, notFound } from '../errors';
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

interface Booking {
  pickUpTime: string;
  dropOffTime: string;
  totalPrice: number;
}

/**
 * The stored times and price of a booking of `vehicle`, after the shared booking rules: the times
 * (pick-up not in the past, before drop-off) and availability (no other CREATED reservation of the
 * vehicle overlapping, touching ends included).
 */
function checkBooking(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  ignoredReservationId?: number,
): Booking {
  const interval = {
    pickUpTime: parsePayloadDateTime(body.pickUpTime),
    dropOffTime: parsePayloadDateTime(body.dropOffTime),
  };
  if (!isBookableInterval(interval)) {
    fail(request, 400, API_MESSAGES.reservationTimesIncorrect);
  }
  if (overlappingBookings(vehicle.id, interval, ignoredReservationId).length > 0) {
    fail(request, 400, API_MESSAGES.vehicleNotAvailable);
  }
  return { ...interval, totalPrice: rentalPrice(interval, vehicle.pricePerHour) };
}

function withCar(reservation: Reservation): ReservationWithCar {
  return { ...reservation, car: db.vehicles.find(reservation.carId)! };
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

  http.patch('/reservations/{id}/auth/cancel', ({ request, params, response }) => {
    const user = authorize(request, 'Customer', 'Administrator');
    const id = parseId(request, 'id', params.id);
    const reservation = db.reservations.find(id);
    if (!reservation || reservation.userId !== user.id) return notFound(request, id);
    if (!isCancellable(reservation)) fail(request, 400, API_MESSAGES.onlyUpcomingCancellable);
    db.reservations.update(reservation.id, { status: 'CANCELLED' });
    return response(200).json({ message: API_MESSAGES.reservationCancelled, success: true });
  }),

  http.get('/reservations/admin/all/pages', ({ request, response }) => {
    authorize(request, 'Administrator');
    const pageRequest = readPageRequest(request, pagedLists.listReservations);
    return response(200).json(toPage(db.reservations.all().map(withCar), pageRequest));
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
        status: normaliseReservationStatus(body.status),
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
