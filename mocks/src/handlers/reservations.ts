import {
  API_MESSAGES,
  MAX_RENTAL_DAYS,
  parameterProblemMessage,
  rentalTooLongMessage,
  type operations,
  type AdditionalDriver,
  type AdminReservation,
  type DriverDetails,
  type QuoteLine,
  type Reservation,
  type ChangeActor,
  type ReservationChange,
  type ReservationFieldChange,
  type ReservationInput,
  type ReservationQuote,
  type ReservationQuoteInput,
  type ReservationWithCar,
  type Vehicle,
} from '@rentacar/contract';
import {
  changedSince,
  fromCents,
  localNow,
  isCancellable,
  officeTimeZone,
  toCents,
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
import { authenticate, optionalCaller } from '../auth';
import {
  changedPlaceNames,
  checkBranchBooking,
  placeNames,
  storedInstant,
  utcInterval,
  type BookingTerms,
  type BranchBookingVerdict,
} from '@rentacar/rules/branches';
import { priceBooking, type RentalPrice } from '@rentacar/rules/quote';
import {
  cancellationFeeInCents,
  changeWindowClosedMessage,
  isChangeWindowOpen,
} from '@rentacar/rules/rentalRules';
import {
  additionalDriversProblem,
  bookingDriversMessage,
  officeToday,
} from '@rentacar/rules/drivers';
import { bookingQuestion, isVehicleFree } from '../bookings';
import { branchIdOfSlug, branchOfVehicle, isAtBranch, namedBranch } from '../branches';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { http, type ValidRequest } from '../http';
import { queueEmail } from '../outbox';
import { toPage } from '../paging';

const branchById = (id: number | undefined) =>
  id === undefined ? undefined : db.branches.find(id);

/** The history of a reservation, oldest first. */
const historyOf = (reservationId: number): ReservationChange[] =>
  db.reservationChanges
    .all()
    .filter((change) => change.reservationId === reservationId)
    .map(({ at, by, fields }) => ({ at, by, fields }));

/**
 * Records what the change `by` made from `before` to `after`, and answers it; nothing when
 * nothing changed. Each recorded change is a new version of the calendar event, as the server's
 * database counts them.
 */
function recordChange(
  before: Reservation,
  after: Reservation,
  by: ChangeActor,
): ReservationFieldChange[] {
  const state = (reservation: Reservation) => ({
    ...reservation,
    vehicle: db.vehicles.find(reservation.carId)!.model,
  });
  const fields = reservationChanges(state(before), state(after));
  if (fields.length > 0) {
    db.reservationChanges.insert({ reservationId: after.id, at: localNow(), by, fields });
  }
  return fields;
}

/** The customer of a reservation with the summary every reservation e-mail carries. */
function emailParts(request: Request, reservation: Reservation) {
  const customer = db.users.find(reservation.userId)!;
  const vehicle = db.vehicles.find(reservation.carId)!;
  const calendarSequence = historyOf(reservation.id).length;
  return {
    to: customer.email,
    recipientName: personName(customer),
    language: customer.language,
    reservation: reservationEmailSummary(
      { ...reservation, calendarSequence },
      vehicle,
      new URL(request.url).origin,
      {
        pickUp: branchById(reservation.pickUpBranchId),
        dropOff: branchById(reservation.dropOffBranchId),
      },
    ),
  };
}

/** The booking body's times as stored; 400 naming a field that holds no real date. */
function readInterval(
  request: Request,
  body: Pick<ReservationInput, 'pickUpTime' | 'dropOffTime'>,
): BookingInterval {
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
  | 'youngDriverSurcharge'
>;

/** The body's branches: those named, else the vehicle's, and for the drop-off `keptDropOff` or the pick-up's. */
function bookingBranches(
  request: Request,
  vehicle: Vehicle,
  body: Pick<ReservationInput, 'pickUpBranchId' | 'dropOffBranchId'>,
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

type Branches = ReturnType<typeof bookingBranches>;

/**
 * The shared booking rules (`checkBranchBooking`: times, length, branches, hours) of a booking
 * of `vehicle` between `branches`, with the business's rental rules for a customer's.
 */
const branchVerdict = (
  vehicle: Vehicle,
  interval: BookingInterval,
  branches: Branches,
  by: ChangeActor,
): BranchBookingVerdict =>
  checkBranchBooking(
    { ...interval, vehicleBranch: branchOfVehicle(vehicle), ...branches },
    undefined,
    MAX_RENTAL_DAYS,
    // The business's rules hold customers' bookings; an administrator's edit may depart from them.
    by === 'customer' ? db.rentalRules : undefined,
  );

/** The price of a booking of `vehicle` on `terms` (`priceBooking`); no `drivers` for a visitor. */
const priceOf = (
  vehicle: Vehicle,
  interval: BookingInterval,
  branches: Branches,
  terms: BookingTerms,
  drivers?: readonly (DriverDetails | undefined)[],
): RentalPrice =>
  priceBooking({
    terms,
    rates: vehicleRatesInCents(vehicle),
    ...branches,
    vehicle,
    ...(drivers === undefined ? {} : { drivers }),
    pickUpDate: interval.pickUpTime.slice(0, 10),
    tax: db.tax,
  });

/**
 * The stored fields of a booking of `vehicle` and the lines of its price, after the shared
 * booking rules (`branchVerdict`) and availability (no other CREATED reservation nor blocked
 * period of the vehicle overlapping on the instants, touching ends included).
 */
function checkBooking(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  edited?: Reservation,
  by: ChangeActor = edited === undefined ? 'customer' : 'administrator',
): { booking: Booking; priceLines: QuoteLine[] } {
  const interval = readInterval(request, body);
  const additionalDrivers = edited === undefined ? readAdditionalDrivers(request, body) : [];
  const branches = bookingBranches(request, vehicle, body, edited?.dropOffBranchId);
  const verdict = branchVerdict(vehicle, interval, branches, by);
  if (!verdict.accepted) fail(request, 400, verdict.message);
  // A customer's booking or change judges its drivers; an administrator's edit keeps them.
  const storedDrivers = edited === undefined ? [] : (db.additionalDrivers.get(edited.id) ?? []);
  const drivers =
    by === 'customer'
      ? refuseIneligibleDrivers(
          request,
          vehicle,
          interval,
          edited === undefined ? additionalDrivers : storedDrivers,
        )
      : [db.users.find(edited!.userId)?.driver, ...storedDrivers];
  if (!isVehicleFree(bookingQuestion(vehicle, verdict.terms.instants, edited?.id))) {
    fail(request, 400, API_MESSAGES.vehicleNotAvailable);
  }
  const price = priceOf(vehicle, interval, branches, verdict.terms, drivers);
  const { pickUpBranch, dropOffBranch } = branches;
  const surcharge = price.youngDriverSurchargeInCents;
  return {
    booking: {
      ...interval,
      pickUpBranchId: pickUpBranch.id,
      dropOffBranchId: dropOffBranch.id,
      ...placeNames(body, pickUpBranch, dropOffBranch),
      totalPrice: fromCents(price.totalInCents),
      youngDriverSurcharge: surcharge === 0 ? undefined : fromCents(surcharge),
    },
    priceLines: price.lines,
  };
}

/**
 * The quote of a booking (`quoteReservation`): its price and why it could not be made now, in
 * the booking's order and words; the request's own faults answer as the booking does.
 */
function quoteBooking(request: Request, body: ReservationQuoteInput): ReservationQuote {
  const interval = readInterval(request, body);
  const additionalDrivers = readAdditionalDrivers(request, body);
  const vehicle = findVehicle(request, body.carId);
  const branches = bookingBranches(request, vehicle, body);
  const verdict = branchVerdict(vehicle, interval, branches, 'customer');
  const reasons = verdict.accepted ? [] : [verdict.message];
  // Refused without terms: the request itself is wrong, as the booking would answer.
  if (verdict.terms === undefined) fail(request, 400, reasons[0]!);
  const caller = optionalCaller(request);
  const drivers = caller && [caller.driver, ...additionalDrivers];
  if (caller !== undefined) {
    const message = bookingDriversMessage({
      driver: caller.driver,
      additionalDrivers,
      vehicle,
      pickUpDate: interval.pickUpTime.slice(0, 10),
      dropOffDate: interval.dropOffTime.slice(0, 10),
    });
    if (message !== undefined) reasons.push(message);
  }
  if (!isVehicleFree(bookingQuestion(vehicle, verdict.terms.instants))) {
    reasons.push(API_MESSAGES.vehicleNotAvailable);
  }
  const { lines, totalInCents } = priceOf(vehicle, interval, branches, verdict.terms, drivers);
  return {
    lines,
    total: fromCents(totalInCents),
    deposit: vehicle.deposit,
    available: reasons.length === 0,
    reasons,
  };
}

/**
 * The customer and the additional drivers of a new booking drive: each one's details against
 * the vehicle's minimums; every driver, else the 400.
 */
function refuseIneligibleDrivers(
  request: Request,
  vehicle: Vehicle,
  interval: BookingInterval,
  additionalDrivers: readonly AdditionalDriver[],
): (DriverDetails | undefined)[] {
  const driver = authenticate(request).driver;
  const message = bookingDriversMessage({
    driver,
    additionalDrivers,
    vehicle,
    pickUpDate: interval.pickUpTime.slice(0, 10),
    dropOffDate: interval.dropOffTime.slice(0, 10),
  });
  if (message !== undefined) fail(request, 400, message);
  return [driver, ...additionalDrivers];
}

/** A booking's additional drivers with real dates in order, else the 400 naming the field. */
function readAdditionalDrivers(
  request: Request,
  body: Pick<ReservationInput, 'additionalDrivers'>,
): AdditionalDriver[] {
  const { additionalDrivers = [] } = body;
  const problem = additionalDriversProblem(additionalDrivers, officeToday());
  if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
  return additionalDrivers;
}

/** A reservation's answer to its customer or an administrator: with its drivers and history. */
function reservationDetail(reservation: Reservation) {
  const priceLines = db.priceLines.get(reservation.id);
  return {
    ...withCar(reservation),
    additionalDrivers: db.additionalDrivers.get(reservation.id) ?? [],
    ...(priceLines === undefined ? {} : { priceLines }),
    changes: historyOf(reservation.id),
  };
}

/** A closing edit's fields, unless it lasts longer than `MAX_RENTAL_DAYS` (400), whatever else it breaks. */
function checkClosing(
  request: Request,
  vehicle: Vehicle,
  body: ReservationInput,
  edited: Reservation,
): Omit<Booking, 'totalPrice' | 'youngDriverSurcharge'> {
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

/** The instant of the reservation's pick-up, on its branch's clock (epoch milliseconds). */
function pickUpInstant(reservation: Reservation): number {
  const timeZone = branchById(reservation.pickUpBranchId)?.timeZone ?? officeTimeZone();
  return storedInstant(reservation.pickUpTime, timeZone);
}

/** What the customer's cancellation of `reservation` costs now, in cents. */
const customerCancellationFee = (reservation: Reservation): number =>
  cancellationFeeInCents(db.rentalRules, {
    pickUpAt: pickUpInstant(reservation),
    totalPriceInCents: toCents(reservation.totalPrice),
  });

/** After a change `by` either side: a cancellation, a notice of what changed, or nothing. */
async function notifyChange(
  request: Request,
  before: Reservation,
  after: Reservation,
  by: 'customer' | 'administrator',
) {
  const changes = recordChange(before, after, by);
  if (changes.length === 0) return;
  const parts = emailParts(request, after);
  await queueEmail(
    after.status === 'CANCELLED'
      ? { kind: 'reservationCancelled', cancelledBy: by, ...parts }
      : { kind: 'reservationChanged', changes, changedBy: by, ...parts },
  );
}

export function withCar(reservation: Reservation): ReservationWithCar {
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
  const { status: statuses, carId, userId, from, to, branch, changedWithinDays } = query;
  const problem = localRangeProblem(from, to);
  if (problem) fail(request, 400, parameterProblemMessage(problem));
  const branchId = branch === undefined ? undefined : branchIdOfSlug(branch);
  const since =
    changedWithinDays === undefined ? undefined : changedSince(localNow(), changedWithinDays);
  return (reservation) =>
    (since === undefined || historyOf(reservation.id).some(({ at }) => at >= since)) &&
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
    const { booking, priceLines } = checkBooking(request, vehicle, body);
    const reservation = db.reservations.insert({
      carId: vehicle.id,
      userId: user.id,
      status: 'CREATED',
      ...booking,
    });
    if (body.additionalDrivers?.length) {
      db.additionalDrivers.set(reservation.id, body.additionalDrivers);
    }
    db.priceLines.set(reservation.id, priceLines);
    await queueEmail({ kind: 'bookingConfirmed', ...emailParts(request, reservation) });
    return response(201).json({
      message: API_MESSAGES.reservationCreated,
      success: true,
      id: reservation.id,
    });
  }),

  http.post('/reservations/visitors/quote', ({ request, valid, response }) =>
    response(200).json(quoteBooking(request, valid.body)),
  ),

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
    return response(200).json(reservationDetail(reservation));
  }),

  http.patch('/reservations/{id}/auth/cancel', async ({ request, valid, response }) => {
    const user = authenticate(request);
    const reservation = db.reservations.find(valid.path.id);
    if (!reservation || reservation.userId !== user.id) return notFound(request, valid.path.id);
    if (!isCancellable(reservation)) fail(request, 400, API_MESSAGES.onlyUpcomingCancellable);
    const cancelled = db.reservations.update(reservation.id, {
      status: 'CANCELLED',
      cancellationFee: fromCents(customerCancellationFee(reservation)),
    });
    recordChange(reservation, cancelled, 'customer');
    await queueEmail({
      kind: 'reservationCancelled',
      cancelledBy: 'customer',
      ...emailParts(request, cancelled),
    });
    return response(200).json({ message: API_MESSAGES.reservationCancelled, success: true });
  }),

  http.put('/reservations/{id}/auth/change', async ({ request, valid, response }) => {
    const user = authenticate(request);
    const { path, body } = valid;
    const reservation = db.reservations.find(path.id);
    if (!reservation || reservation.userId !== user.id) return notFound(request, path.id);
    if (!isCancellable(reservation)) fail(request, 400, API_MESSAGES.onlyUpcomingChangeable);
    if (!isChangeWindowOpen(db.rentalRules, pickUpInstant(reservation))) {
      fail(request, 400, changeWindowClosedMessage(db.rentalRules));
    }
    const vehicle = db.vehicles.find(reservation.carId)!;
    // The pick-up branch and place stay the reservation's, the drop-off place unless a branch is named.
    const { booking, priceLines } = checkBooking(
      request,
      vehicle,
      {
        ...body,
        pickUpBranchId: reservation.pickUpBranchId,
        pickUpLocation: reservation.pickUpLocation,
        dropOffLocation: reservation.dropOffLocation,
      },
      reservation,
      'customer',
    );
    db.priceLines.set(reservation.id, priceLines);
    const changed = db.reservations.update(reservation.id, {
      ...booking,
      ...changedPlaceNames(reservation, body.dropOffBranchId, branchById(booking.dropOffBranchId)!),
    });
    await notifyChange(request, reservation, changed, 'customer');
    return response(200).json({ message: API_MESSAGES.reservationChanged, success: true });
  }),

  http.get('/reservations/admin/all/pages', ({ request, valid, response }) => {
    const matches = reservationFilter(request, valid.query);
    const reservations = db.reservations.all().filter(matches).map(withCarAndCustomer);
    return response(200).json(toPage(reservations, valid.query));
  }),

  http.get('/reservations/{id}/admin', ({ request, valid, response }) => {
    const reservation = findReservation(request, valid.path.id);
    return response(200).json(reservationDetail(reservation));
  }),

  http.put('/reservations/admin/auth', async ({ request, valid: { query, body }, response }) => {
    const reservation = findReservation(request, query.reservationId);
    const vehicle = findVehicle(request, query.carId);
    if (!isReservationEditable(reservation)) fail(request, 400, API_MESSAGES.reservationClosed);
    let updated: Reservation;
    if (body.status === 'CREATED') {
      const { booking, priceLines } = checkBooking(request, vehicle, body, reservation);
      db.priceLines.set(reservation.id, priceLines);
      updated = db.reservations.update(reservation.id, { ...booking, carId: vehicle.id });
    } else {
      // Cancelling or finishing keeps the vehicle and the price the customer booked.
      updated = db.reservations.update(reservation.id, {
        ...checkClosing(request, vehicle, body, reservation),
        status: normaliseReservationStatus(body.status),
      });
    }
    await notifyChange(request, reservation, updated, 'administrator');
    return response(200).json({ message: API_MESSAGES.reservationUpdated, success: true });
  }),

  http.delete('/reservations/admin/{id}/auth', async ({ request, valid, response }) => {
    const reservation = findReservation(request, valid.path.id);
    // An upcoming booking that vanishes is, to its customer, one the team cancelled.
    const parts = isCancellable(reservation) ? emailParts(request, reservation) : undefined;
    db.reservations.delete(reservation.id);
    db.priceLines.delete(reservation.id);
    db.reservationChanges
      .all()
      .filter((change) => change.reservationId === reservation.id)
      .forEach((change) => db.reservationChanges.delete(change.id));
    if (parts !== undefined) {
      const { calendar } = parts.reservation;
      await queueEmail({
        kind: 'reservationCancelled',
        cancelledBy: 'administrator',
        ...parts,
        reservation: {
          ...parts.reservation,
          // Its page went with it.
          link: reservationsLink(new URL(request.url).origin),
          // No history is left to count the cancellation: the one event's next version removes it.
          calendar: { ...calendar, sequence: calendar.sequence + 1 },
        },
      });
    }
    return response(200).json({ message: API_MESSAGES.reservationDeleted, success: true });
  }),
];
