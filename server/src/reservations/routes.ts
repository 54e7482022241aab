import {
  API_MESSAGES,
  parameterProblemMessage,
  rentalTooLongMessage,
  type AdditionalDriver,
  type DriverDetails,
  type RentalRules,
  type ReservationInput,
} from '@rentacar/contract';
import {
  fromCents,
  isCancellable,
  isReservationEditable,
  normaliseReservationStatus,
  readBookingTimes,
  reservationsLink,
  type BookingInterval,
  type MoneySettings,
} from '@rentacar/rules';
import {
  changedPlaceNames,
  checkBranchBooking,
  placeNames,
  utcInterval,
  zonedIntervalProblem,
  type BookingTerms,
  type ZonedInterval,
} from '@rentacar/rules/branches';
import type { Branch } from '@rentacar/contract';
import {
  additionalDriversProblem,
  bookingDriversMessage,
  officeToday,
} from '@rentacar/rules/drivers';
import { priceBooking, type RentalPrice, type TaxSettings } from '@rentacar/rules/quote';
import {
  cancellationFeeInCents,
  changeWindowClosedMessage,
  isChangeWindowOpen,
} from '@rentacar/rules/rentalRules';
import { readRentalRules } from '../policies/queries.js';
import { findDriverDetails } from '../users/queries.js';
import { branchIdOfSlug, findBranch, namedBranch } from '../branches/queries.js';
import { currentUser } from '../auth/guard.js';
import type { Context } from '../context.js';
import type { Executor } from '../db/schema.js';
import type { Outbox } from '../email/outbox.js';
import { emailPartsOf, reservationEmailParts } from '../email/reservation-emails.js';
import { badRequest } from '../errors.js';
import { checkPickUpRange } from '../filters.js';
import type { ResourceHandlers } from '../operations.js';
import { publicOrigin } from '../page-origin.js';
import { fetchPage, tableRowCount } from '../paging.js';
import { findCar } from '../vehicles/queries.js';
import {
  carAndCustomer,
  findAdditionalDrivers,
  findPriceLines,
  findReservation,
  reservationsAtBranch,
  withCars,
  withCustomerNames,
  storePriceLines,
  writeIfCarFree,
  type Booking,
} from './queries.js';
import { bookingQuestion, isCarFree } from './availability.js';
import { changedWithinDays, recordReservationChange, reservationHistory } from './history.js';
import { toReservation, type ReservationRow } from './rows.js';
import { carRates, youngDriverTerms, type CarRow } from '../vehicles/rows.js';

/** The branch ids a booking body may name. */
interface BranchChoice {
  pickUpBranchId?: number | undefined;
  dropOffBranchId?: number | undefined;
  pickUpLocation: string;
  dropOffLocation: string;
}

/** Where and when a booking is: its branches, its times in their zones and its instants. */
interface Placement {
  pickUpBranch: Branch;
  dropOffBranch: Branch;
  zoned: ZonedInterval;
  columns: {
    pickUpTime: string;
    dropOffTime: string;
    pickUpAt: string;
    dropOffAt: string;
    pickUpBranchId: number;
    dropOffBranchId: number;
    pickUpLocation: string;
    dropOffLocation: string;
  };
}

/**
 * The branches of a booking: those named, else the vehicle's for the pick-up and, for the
 * drop-off, `keptDropOffBranchId` (an edited reservation's) or the pick-up branch. The places
 * carry their names when the body names a branch, else its own text (the spec's payload).
 */
async function placeBooking(
  trx: Executor,
  car: CarRow,
  interval: BookingInterval,
  choice: BranchChoice,
  keptDropOffBranchId?: number | null,
): Promise<Placement> {
  const pickUpBranch =
    choice.pickUpBranchId === undefined
      ? await findBranch(trx, car.branchId)
      : await namedBranch(trx, choice.pickUpBranchId, 'pickUpBranchId');
  const dropOffBranchId = choice.dropOffBranchId ?? keptDropOffBranchId ?? undefined;
  const dropOffBranch =
    dropOffBranchId === undefined || dropOffBranchId === pickUpBranch.id
      ? pickUpBranch
      : await namedBranch(trx, dropOffBranchId, 'dropOffBranchId');
  const zoned = {
    ...interval,
    pickUpZone: pickUpBranch.timeZone,
    dropOffZone: dropOffBranch.timeZone,
  };
  const instants = utcInterval(zoned);
  return {
    pickUpBranch,
    dropOffBranch,
    zoned,
    columns: {
      ...interval,
      pickUpAt: instants.pickUpTime,
      dropOffAt: instants.dropOffTime,
      pickUpBranchId: pickUpBranch.id,
      dropOffBranchId: dropOffBranch.id,
      ...placeNames(choice, pickUpBranch, dropOffBranch),
    },
  };
}

export interface ReservationContext extends Context {
  outbox: Outbox;
  publicUrl: string | undefined;
  maxRentalDays: number;
  /** The rental rules until an administrator sets some. */
  defaultRentalRules: RentalRules;
  tax: TaxSettings;
  money: MoneySettings;
}

function parseInterval(
  body: Pick<ReservationInput, 'pickUpTime' | 'dropOffTime'>,
): BookingInterval {
  const times = readBookingTimes(body);
  if (!times.valid) throw badRequest(parameterProblemMessage(times));
  return times.interval;
}

/** A booking's additional drivers with real dates in order, else the 400 naming the field. */
function parseAdditionalDrivers({
  additionalDrivers = [],
}: Pick<ReservationInput, 'additionalDrivers'>) {
  const problem = additionalDriversProblem(additionalDrivers, officeToday());
  if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
  return additionalDrivers;
}

/** Writes a reservation's additional drivers in their order. */
async function insertAdditionalDrivers(
  trx: Executor,
  reservationId: number,
  drivers: readonly AdditionalDriver[],
) {
  if (drivers.length === 0) return;
  await trx
    .insertInto('additionalDrivers')
    .values(drivers.map((driver, index) => ({ ...driver, reservationId, position: index + 1 })))
    .execute();
}

export function reservationHandlers({
  db,
  dialect,
  outbox,
  publicUrl,
  maxRentalDays,
  defaultRentalRules,
  tax,
  money,
}: ReservationContext): ResourceHandlers<'reservations'> {
  /** Whatever its status, no reservation lasts longer than the limit (on the instants). */
  function assertWithinRentalLength({ zoned }: Placement) {
    if (zonedIntervalProblem(zoned, 0, maxRentalDays) === 'rentalTooLong') {
      throw badRequest(rentalTooLongMessage(maxRentalDays));
    }
  }

  /**
   * The shared booking rules (`checkBranchBooking`) of a booking at `placement`, with the
   * business's `rentalRules` for a customer's booking.
   */
  async function branchVerdict(
    trx: Executor,
    car: CarRow,
    placement: Placement,
    rentalRules?: RentalRules,
  ) {
    const { pickUpBranch, dropOffBranch, zoned } = placement;
    const vehicleBranch =
      car.branchId === pickUpBranch.id ? pickUpBranch : await findBranch(trx, car.branchId);
    return checkBranchBooking(
      { ...zoned, vehicleBranch, pickUpBranch, dropOffBranch },
      undefined,
      maxRentalDays,
      rentalRules,
    );
  }

  /** The terms of a booking the shared booking rules accept, else the 400. */
  async function assertBookable(
    trx: Executor,
    car: CarRow,
    placement: Placement,
    rentalRules?: RentalRules,
  ): Promise<BookingTerms> {
    const verdict = await branchVerdict(trx, car, placement, rentalRules);
    if (!verdict.accepted) throw badRequest(verdict.message);
    return verdict.terms;
  }

  /**
   * The customer's driver details and why the customer or an additional driver may not take
   * the vehicle (their details against its minimums, on the local days), if so.
   */
  async function judgeDrivers(
    trx: Executor,
    userId: number,
    car: CarRow,
    { columns }: Placement,
    additionalDrivers: readonly AdditionalDriver[],
  ) {
    const driver = await findDriverDetails(trx, userId);
    const message = bookingDriversMessage({
      driver,
      additionalDrivers,
      vehicle: car,
      pickUpDate: columns.pickUpTime.slice(0, 10),
      dropOffDate: columns.dropOffTime.slice(0, 10),
    });
    return { driver, message };
  }

  /** The customer and the additional drivers drive: the customer's details, else the 400. */
  async function assertDriversEligible(
    trx: Executor,
    userId: number,
    car: CarRow,
    placement: Placement,
    additionalDrivers: readonly AdditionalDriver[],
  ) {
    const { driver, message } = await judgeDrivers(trx, userId, car, placement, additionalDrivers);
    if (message !== undefined) throw badRequest(message);
    return driver;
  }

  /** The price of a booking of `car` on `terms` (`priceBooking`); no `drivers` for a visitor. */
  function priceOf(
    car: CarRow,
    { columns, pickUpBranch, dropOffBranch }: Placement,
    terms: BookingTerms,
    drivers?: readonly (DriverDetails | undefined)[],
  ): RentalPrice {
    return priceBooking(
      {
        terms,
        rates: carRates(car),
        pickUpBranch,
        dropOffBranch,
        vehicle: youngDriverTerms(car),
        ...(drivers === undefined ? {} : { drivers }),
        pickUpDate: columns.pickUpTime.slice(0, 10),
        tax,
      },
      money,
    );
  }

  /** After a change `by` either side: its history, and a cancellation, a notice of what changed, or nothing. */
  async function recordEdit(
    trx: Executor,
    before: ReservationRow,
    origin: string,
    by: 'customer' | 'administrator',
  ) {
    const changes = await recordReservationChange(trx, before, by);
    if (changes.length === 0) return;
    const parts = await reservationEmailParts(trx, before.id, origin);
    if (changes.some(({ field, after }) => field === 'status' && after === 'CANCELLED')) {
      await outbox.queue(trx, { kind: 'reservationCancelled', cancelledBy: by, ...parts });
      return;
    }
    await outbox.queue(trx, { kind: 'reservationChanged', changes, changedBy: by, ...parts });
  }

  /** Moves the reservation to `placement` at `price` once the car is free there, else 400. */
  async function moveBooking(
    trx: Executor,
    reservationId: number,
    car: CarRow,
    placement: Placement,
    price: RentalPrice,
  ) {
    const instants = {
      pickUpTime: placement.columns.pickUpAt,
      dropOffTime: placement.columns.dropOffAt,
    };
    // One statement releases the old period and holds the new one: the car is never free between.
    await writeIfCarFree(trx, bookingQuestion(car, instants, reservationId), () =>
      trx
        .updateTable('reservations')
        .set({
          ...placement.columns,
          status: 'CREATED',
          carId: car.id,
          totalPrice: price.totalInCents,
          youngDriverSurcharge: price.youngDriverSurchargeInCents || null,
        })
        .where('id', '=', reservationId)
        .execute(),
    );
    await storePriceLines(trx, reservationId, price.lines);
  }

  async function reservationDetail(id: number, userId?: number) {
    const [withCar] = await withCars(db, [await findReservation(db, dialect, id, { userId })]);
    const priceLines = await findPriceLines(db, id);
    return {
      ...withCar!,
      additionalDrivers: await findAdditionalDrivers(db, id),
      ...(priceLines.length === 0 ? {} : { priceLines }),
      changes: await reservationHistory(db, id),
    };
  }

  return {
    async createReservation(request, reply) {
      const { carId } = request.query;
      const userId = currentUser(request).id;
      const interval = parseInterval(request.body);
      const additionalDrivers = parseAdditionalDrivers(request.body);
      const origin = publicOrigin(request, publicUrl);
      const id = await db.transaction().execute(async (trx) => {
        const { car, customer } = await carAndCustomer(trx, carId, userId);
        const placement = await placeBooking(trx, car, interval, request.body);
        const rentalRules = await readRentalRules(trx, defaultRentalRules);
        const terms = await assertBookable(trx, car, placement, rentalRules);
        const driver = await assertDriversEligible(trx, userId, car, placement, additionalDrivers);
        const price = priceOf(car, placement, terms, [driver, ...additionalDrivers]);
        const booking: Booking = {
          carId,
          userId,
          ...placement.columns,
          status: 'CREATED',
          totalPrice: price.totalInCents,
          youngDriverSurcharge: price.youngDriverSurchargeInCents || null,
        };
        const instants = {
          pickUpTime: placement.columns.pickUpAt,
          dropOffTime: placement.columns.dropOffAt,
        };
        const row = await writeIfCarFree(trx, bookingQuestion(car, instants), () =>
          trx.insertInto('reservations').values(booking).returningAll().executeTakeFirstOrThrow(),
        );
        await insertAdditionalDrivers(trx, row.id, additionalDrivers);
        await storePriceLines(trx, row.id, price.lines);
        const parts = emailPartsOf(row, customer, car.model, origin, {
          pickUp: placement.pickUpBranch,
          dropOff: placement.dropOffBranch,
        });
        await outbox.queue(trx, { kind: 'bookingConfirmed', ...parts });
        return row.id;
      });
      reply.code(201);
      return { message: API_MESSAGES.reservationCreated, success: true, id };
    },

    async quoteReservation(request) {
      const { carId, pickUpBranchId, dropOffBranchId } = request.body;
      const interval = parseInterval(request.body);
      const additionalDrivers = parseAdditionalDrivers(request.body);
      const car = await findCar(db, carId);
      // A quote stores no places: only the branches matter.
      const choice = { pickUpBranchId, dropOffBranchId, pickUpLocation: '', dropOffLocation: '' };
      const placement = await placeBooking(db, car, interval, choice);
      const rentalRules = await readRentalRules(db, defaultRentalRules);
      const verdict = await branchVerdict(db, car, placement, rentalRules);
      const reasons = verdict.accepted ? [] : [verdict.message];
      // Refused without terms: the request itself is wrong, as the booking would answer.
      if (verdict.terms === undefined) throw badRequest(reasons[0]!);
      const userId = request.user?.id;
      let drivers: (DriverDetails | undefined)[] | undefined;
      if (userId !== undefined) {
        const judged = await judgeDrivers(db, userId, car, placement, additionalDrivers);
        if (judged.message !== undefined) reasons.push(judged.message);
        drivers = [judged.driver, ...additionalDrivers];
      }
      if (!(await isCarFree(db, bookingQuestion(car, verdict.terms.instants)))) {
        reasons.push(API_MESSAGES.vehicleNotAvailable);
      }
      const { lines, totalInCents } = priceOf(car, placement, verdict.terms, drivers);
      return {
        lines,
        total: fromCents(totalInCents),
        deposit: fromCents(car.deposit),
        available: reasons.length === 0,
        reasons,
      };
    },

    async listOwnReservations(request) {
      const query = db
        .selectFrom('reservations')
        .selectAll()
        .where('userId', '=', currentUser(request).id);
      return fetchPage(query, request.query, (rows) => withCars(db, rows));
    },

    async getOwnReservation(request) {
      return reservationDetail(request.params.id, currentUser(request).id);
    },

    async cancelOwnReservation(request) {
      const { id } = request.params;
      const userId = currentUser(request).id;
      await db.transaction().execute(async (trx) => {
        // Locked (PostgreSQL) so a concurrent administrator's edit cannot re-open it meanwhile.
        const cancelled = await findReservation(trx, dialect, id, { userId, lock: true });
        if (!isCancellable(cancelled)) throw badRequest(API_MESSAGES.onlyUpcomingCancellable);
        const cancellationFee = cancellationFeeInCents(
          await readRentalRules(trx, defaultRentalRules),
          {
            pickUpAt: Date.parse(`${cancelled.pickUpAt}Z`),
            totalPriceInCents: cancelled.totalPrice,
          },
        );
        await trx
          .updateTable('reservations')
          .set({ status: 'CANCELLED', cancellationFee })
          .where('id', '=', id)
          .execute();
        await recordReservationChange(trx, cancelled, 'customer');
        const parts = await reservationEmailParts(trx, id, publicOrigin(request, publicUrl));
        await outbox.queue(trx, {
          kind: 'reservationCancelled',
          cancelledBy: 'customer',
          ...parts,
        });
      });
      return { message: API_MESSAGES.reservationCancelled, success: true };
    },

    async changeOwnReservation(request) {
      const { id } = request.params;
      const userId = currentUser(request).id;
      const interval = parseInterval(request.body);
      const origin = publicOrigin(request, publicUrl);
      await db.transaction().execute(async (trx) => {
        // Locked (PostgreSQL) so a concurrent cancellation or edit waits for this one.
        const existing = await findReservation(trx, dialect, id, { userId, lock: true });
        if (!isCancellable(existing)) throw badRequest(API_MESSAGES.onlyUpcomingChangeable);
        const rentalRules = await readRentalRules(trx, defaultRentalRules);
        if (!isChangeWindowOpen(rentalRules, Date.parse(`${existing.pickUpAt}Z`))) {
          throw badRequest(changeWindowClosedMessage(rentalRules));
        }
        const car = await findCar(trx, existing.carId);
        const placement = await placeBooking(
          trx,
          car,
          interval,
          {
            pickUpBranchId: existing.pickUpBranchId ?? undefined,
            dropOffBranchId: request.body.dropOffBranchId,
            pickUpLocation: existing.pickUpLocation,
            dropOffLocation: existing.dropOffLocation,
          },
          existing.dropOffBranchId,
        );
        placement.columns = {
          ...placement.columns,
          ...changedPlaceNames(existing, request.body.dropOffBranchId, placement.dropOffBranch),
        };
        const terms = await assertBookable(trx, car, placement, rentalRules);
        // The drivers stay those of the booking, judged again for the new days.
        const additionalDrivers = await findAdditionalDrivers(trx, id);
        const driver = await assertDriversEligible(trx, userId, car, placement, additionalDrivers);
        const price = priceOf(car, placement, terms, [driver, ...additionalDrivers]);
        await moveBooking(trx, id, car, placement, price);
        await recordEdit(trx, existing, origin, 'customer');
      });
      return { message: API_MESSAGES.reservationChanged, success: true };
    },

    async listReservations(request) {
      const {
        status: statuses,
        carId,
        userId,
        from,
        to,
        branch,
        changedWithinDays: days,
      } = request.query;
      checkPickUpRange(from, to);
      const branchId = branch === undefined ? undefined : await branchIdOfSlug(db, branch);
      const query = db
        .selectFrom('reservations')
        .selectAll()
        .$if(branch !== undefined, (query) => query.where(reservationsAtBranch(branchId ?? null)))
        .$if(statuses !== undefined, (query) => query.where('status', 'in', statuses!))
        .$if(carId !== undefined, (query) => query.where('carId', '=', carId!))
        .$if(userId !== undefined, (query) => query.where('userId', '=', userId!))
        .$if(from !== undefined, (query) => query.where('pickUpTime', '>=', from!))
        .$if(to !== undefined, (query) => query.where('pickUpTime', '<', to!))
        .$if(days !== undefined, (query) => query.where(changedWithinDays(days!)));
      const filtered = [statuses, carId, userId, from, to, branch, days].some(
        (value) => value !== undefined,
      );
      const toItems = async (rows: ReservationRow[]) =>
        withCustomerNames(db, await withCars(db, rows));
      const count = filtered ? undefined : () => tableRowCount(db, 'reservations');
      return fetchPage(query, request.query, toItems, count);
    },

    async getReservation(request) {
      return reservationDetail(request.params.id);
    },

    async updateReservation(request) {
      const { reservationId, carId } = request.query;
      const origin = publicOrigin(request, publicUrl);
      const status = normaliseReservationStatus(request.body.status);
      const interval = parseInterval(request.body);
      await db.transaction().execute(async (trx) => {
        // Locked first: a concurrent edit then sees a close committed before it, never re-opens it.
        const existing = await findReservation(trx, dialect, reservationId, { lock: true });
        const car = await findCar(trx, carId);
        if (!isReservationEditable(existing)) throw badRequest(API_MESSAGES.reservationClosed);
        const placement = await placeBooking(
          trx,
          car,
          interval,
          request.body,
          existing.dropOffBranchId,
        );
        if (status !== 'CREATED') {
          assertWithinRentalLength(placement);
          // Closing a reservation keeps its vehicle and price.
          await trx
            .updateTable('reservations')
            .set({ ...placement.columns, status })
            .where('id', '=', reservationId)
            .execute();
        } else {
          const terms = await assertBookable(trx, car, placement);
          // The drivers stay those of the booking; the surcharge follows the vehicle and times.
          const price = priceOf(car, placement, terms, [
            await findDriverDetails(trx, existing.userId),
            ...(await findAdditionalDrivers(trx, reservationId)),
          ]);
          await moveBooking(trx, reservationId, car, placement, price);
        }
        await recordEdit(trx, existing, origin, 'administrator');
      });
      return { message: API_MESSAGES.reservationUpdated, success: true };
    },

    async deleteReservation(request) {
      const { id } = request.params;
      const origin = publicOrigin(request, publicUrl);
      await db.transaction().execute(async (trx) => {
        // Locked (PostgreSQL): a customer's concurrent cancellation is told once, by one of the two.
        const deleted = toReservation(await findReservation(trx, dialect, id, { lock: true }));
        // An upcoming booking that vanishes is, to its customer, one the team cancelled.
        const parts = isCancellable(deleted)
          ? await reservationEmailParts(trx, id, origin)
          : undefined;
        await trx.deleteFrom('reservations').where('id', '=', id).execute();
        if (parts === undefined) return;
        const { reservation } = parts;
        await outbox.queue(trx, {
          kind: 'reservationCancelled',
          cancelledBy: 'administrator',
          ...parts,
          reservation: {
            ...reservation,
            // Its page went with it.
            link: reservationsLink(origin),
            // No row is left to count the cancellation: the one event's next version removes it.
            calendar: { ...reservation.calendar, sequence: reservation.calendar.sequence + 1 },
          },
        });
      });
      return { message: API_MESSAGES.reservationDeleted, success: true };
    },
  };
}
