import {
  API_MESSAGES,
  parameterProblemMessage,
  rentalTooLongMessage,
  type Reservation,
  type ReservationInput,
} from '@rentacar/contract';
import {
  isCancellable,
  isReservationEditable,
  normaliseReservationStatus,
  readBookingTimes,
  reservationChanges,
  reservationsLink,
  type BookingInterval,
} from '@rentacar/rules';
import {
  checkBranchBooking,
  placeNames,
  utcInterval,
  zonedIntervalProblem,
  type ZonedInterval,
} from '@rentacar/rules/branches';
import type { Branch } from '@rentacar/contract';
import { driverEligibilityProblem, driverProblemMessage } from '@rentacar/rules/drivers';
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
  findReservation,
  reservationsAtBranch,
  withCars,
  withCustomerNames,
  writeIfCarFree,
  type Booking,
} from './queries.js';
import { toReservation, type ReservationRow } from './rows.js';
import { carRates, type CarRow } from '../vehicles/rows.js';

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
}

function parseInterval(body: ReservationInput): BookingInterval {
  const times = readBookingTimes(body);
  if (!times.valid) throw badRequest(parameterProblemMessage(times));
  return times.interval;
}

export function reservationHandlers({
  db,
  dialect,
  outbox,
  publicUrl,
  maxRentalDays,
}: ReservationContext): ResourceHandlers<'reservations'> {
  /** Whatever its status, no reservation lasts longer than the limit (on the instants). */
  function assertWithinRentalLength({ zoned }: Placement) {
    if (zonedIntervalProblem(zoned, 0, maxRentalDays) === 'rentalTooLong') {
      throw badRequest(rentalTooLongMessage(maxRentalDays));
    }
  }

  /** The shared booking rules (`checkBranchBooking`); the price in cents, else the 400. */
  async function assertBookable(trx: Executor, car: CarRow, placement: Placement) {
    const { pickUpBranch, dropOffBranch, zoned } = placement;
    const vehicleBranch =
      car.branchId === pickUpBranch.id ? pickUpBranch : await findBranch(trx, car.branchId);
    const verdict = checkBranchBooking(
      { ...zoned, vehicleBranch, pickUpBranch, dropOffBranch, rates: carRates(car) },
      undefined,
      maxRentalDays,
    );
    if (!verdict.accepted) throw badRequest(verdict.message);
    return verdict.totalPriceInCents;
  }

  /** The customer drives: their details against the vehicle's minimums, on the local days. */
  async function assertDriverEligible(
    trx: Executor,
    userId: number,
    car: CarRow,
    { columns }: Placement,
  ) {
    const problem = driverEligibilityProblem({
      driver: await findDriverDetails(trx, userId),
      vehicle: car,
      pickUpDate: columns.pickUpTime.slice(0, 10),
      dropOffDate: columns.dropOffTime.slice(0, 10),
    });
    if (problem !== undefined) throw badRequest(driverProblemMessage(problem));
  }

  /** After an administrator's edit: a cancellation, a notice of what changed, or nothing. */
  async function queueChangeEmail(trx: Executor, before: Reservation, origin: string) {
    const parts = await reservationEmailParts(trx, before.id, origin);
    const after = toReservation(await findReservation(trx, dialect, before.id));
    if (after.status === 'CANCELLED') {
      await outbox.queue(trx, {
        kind: 'reservationCancelled',
        cancelledBy: 'administrator',
        ...parts,
      });
      return;
    }
    const changes = reservationChanges(before, after);
    if (changes.length > 0) {
      await outbox.queue(trx, { kind: 'reservationChanged', changes, ...parts });
    }
  }

  async function reservationWithCar(id: number, userId?: number) {
    const [withCar] = await withCars(db, [await findReservation(db, dialect, id, { userId })]);
    return withCar!;
  }

  return {
    async createReservation(request, reply) {
      const { carId } = request.query;
      const userId = currentUser(request).id;
      const interval = parseInterval(request.body);
      const origin = publicOrigin(request, publicUrl);
      const id = await db.transaction().execute(async (trx) => {
        const { car, customer } = await carAndCustomer(trx, carId, userId);
        const placement = await placeBooking(trx, car, interval, request.body);
        const totalPrice = await assertBookable(trx, car, placement);
        await assertDriverEligible(trx, userId, car, placement);
        const booking: Booking = {
          carId,
          userId,
          ...placement.columns,
          status: 'CREATED',
          totalPrice,
        };
        const instants = {
          pickUpTime: placement.columns.pickUpAt,
          dropOffTime: placement.columns.dropOffAt,
        };
        const row = await writeIfCarFree(trx, { carId, interval: instants }, () =>
          trx.insertInto('reservations').values(booking).returningAll().executeTakeFirstOrThrow(),
        );
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

    async listOwnReservations(request) {
      const query = db
        .selectFrom('reservations')
        .selectAll()
        .where('userId', '=', currentUser(request).id);
      return fetchPage(query, request.query, (rows) => withCars(db, rows));
    },

    async getOwnReservation(request) {
      return reservationWithCar(request.params.id, currentUser(request).id);
    },

    async cancelOwnReservation(request) {
      const { id } = request.params;
      const userId = currentUser(request).id;
      await db.transaction().execute(async (trx) => {
        // Locked (PostgreSQL) so a concurrent administrator's edit cannot re-open it meanwhile.
        const cancelled = await findReservation(trx, dialect, id, { userId, lock: true });
        if (!isCancellable(cancelled)) throw badRequest(API_MESSAGES.onlyUpcomingCancellable);
        await trx
          .updateTable('reservations')
          .set({ status: 'CANCELLED' })
          .where('id', '=', id)
          .execute();
        const parts = await reservationEmailParts(trx, id, publicOrigin(request, publicUrl));
        await outbox.queue(trx, {
          kind: 'reservationCancelled',
          cancelledBy: 'customer',
          ...parts,
        });
      });
      return { message: API_MESSAGES.reservationCancelled, success: true };
    },

    async listReservations(request) {
      const { status: statuses, carId, userId, from, to, branch } = request.query;
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
        .$if(to !== undefined, (query) => query.where('pickUpTime', '<', to!));
      const filtered = [statuses, carId, userId, from, to, branch].some(
        (value) => value !== undefined,
      );
      const toItems = async (rows: ReservationRow[]) =>
        withCustomerNames(db, await withCars(db, rows));
      const count = filtered ? undefined : () => tableRowCount(db, 'reservations');
      return fetchPage(query, request.query, toItems, count);
    },

    async getReservation(request) {
      return reservationWithCar(request.params.id);
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
        const update = trx.updateTable('reservations').where('id', '=', reservationId);
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
          await update.set({ ...placement.columns, status }).execute();
        } else {
          const totalPrice = await assertBookable(trx, car, placement);
          const instants = {
            pickUpTime: placement.columns.pickUpAt,
            dropOffTime: placement.columns.dropOffAt,
          };
          const question = { carId, interval: instants, exceptReservationId: reservationId };
          await writeIfCarFree(trx, question, () =>
            update.set({ ...placement.columns, status, carId, totalPrice }).execute(),
          );
        }
        await queueChangeEmail(trx, toReservation(existing), origin);
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
        await outbox.queue(trx, {
          kind: 'reservationCancelled',
          cancelledBy: 'administrator',
          ...parts,
          // Its page went with it.
          reservation: { ...parts.reservation, link: reservationsLink(origin) },
        });
      });
      return { message: API_MESSAGES.reservationDeleted, success: true };
    },
  };
}
