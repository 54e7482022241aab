import {
  API_MESSAGES,
  type Reservation,
  type ReservationInput,
  type ReservationWithCar,
  type Vehicle,
} from '@rentacar/api';
import { parsePayloadDateTime } from '@rentacar/api';
import { authenticate } from '../auth';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { http } from '../http';
import { toPage } from '../paging';

const HOUR_MS = 60 * 60 * 1000;

/** `ceil(minutes / 60) * pricePerHour`. */
export function priceFor(vehicle: Vehicle, pickUp: Date, dropOff: Date): number {
  return Math.ceil((dropOff.getTime() - pickUp.getTime()) / HOUR_MS) * vehicle.pricePerHour;
}

/**
 * A request time the contract's pattern accepted, as a stored date-time; 400 when it names no
 * real date (`02/30/2026 10:00:00`), as the server answers.
 */
function readDateTime(
  request: Request,
  body: ReservationInput,
  field: 'pickUpTime' | 'dropOffTime',
): string {
  try {
    return parsePayloadDateTime(body[field]);
  } catch {
    return fail(request, 400, `${field}: must be a real date and time`);
  }
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
  const pickUpTime = readDateTime(request, body, 'pickUpTime');
  const dropOffTime = readDateTime(request, body, 'dropOffTime');
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

const findReservation = (request: Request, id: number): Reservation =>
  db.reservations.find(id) ?? notFound(request, id);

const findVehicle = (request: Request, id: number): Vehicle =>
  db.vehicles.find(id) ?? notFound(request, id);

export const reservationHandlers = [
  http.post('/reservations/add', ({ request, valid: { query, body }, response }) => {
    const user = authenticate(request);
    const vehicle = findVehicle(request, query.carId);
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

  http.get('/reservations/admin/all/pages', ({ valid, response }) => {
    return response(200).json(toPage(db.reservations.all().map(withCar), valid.query));
  }),

  http.get('/reservations/{id}/admin', ({ request, valid, response }) => {
    return response(200).json(withCar(findReservation(request, valid.path.id)));
  }),

  http.put('/reservations/admin/auth', ({ request, valid: { query, body }, response }) => {
    const reservation = findReservation(request, query.reservationId);
    const vehicle = findVehicle(request, query.carId);
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
        pickUpTime: readDateTime(request, body, 'pickUpTime'),
        dropOffTime: readDateTime(request, body, 'dropOffTime'),
        status: body.status === 'DONE' ? 'DONE' : 'CANCELLED',
      });
    }
    return response(200).json({ message: API_MESSAGES.reservationUpdated, success: true });
  }),

  http.delete('/reservations/admin/{id}/auth', ({ request, valid, response }) => {
    const reservation = findReservation(request, valid.path.id);
    db.reservations.delete(reservation.id);
    return response(200).json({ message: API_MESSAGES.reservationDeleted, success: true });
  }),
];
