import type { BlockedPeriodInput } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectBooked,
  expectError,
  expectErrorBody,
  expectNotFound,
  expectSuccess,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import {
  bookVehicle,
  createTestVehicle,
  expectCancelled,
  getAvailability,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
  uniqueText,
} from './fixtures';
import { NOT_AVAILABLE, reservationRequests } from './reservations/shared';

const OVER_RESERVATIONS =
  'The vehicle is booked in this period: move or cancel these reservations first';
const OVER_BLOCK = 'The vehicle is already blocked in this period';

/** Blocked periods: a vehicle out of service is unavailable as a booked one. */
export function describeBlocks(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const { book, update } = reservationRequests(context);
  const body = (carId: number, start: DateTime, end: DateTime, reason = 'Annual service') =>
    ({ carId, start: payload(start), end: payload(end), reason }) satisfies BlockedPeriodInput;
  const create = (input: BlockedPeriodInput) => admin().POST('/blocks/admin', { body: input });
  const change = (id: number, input: BlockedPeriodInput) =>
    admin().PUT('/blocks/admin/{id}', { params: { path: { id } }, body: input });
  const remove = (id: number) => admin().DELETE('/blocks/admin/{id}', { params: { path: { id } } });
  const blocksOf = async (carId: number) =>
    (await admin().GET('/blocks/admin', { params: { query: { carId } } })).data!;
  async function block(carId: number, start: DateTime, end: DateTime) {
    const { data, response } = await create(body(carId, start, end));
    expect(response.status, 'blocked period creation').toBe(201);
    return data!.id;
  }

  describe('POST /blocks/admin (createBlockedPeriod) and the list', () => {
    it('blocks a vehicle; the list answers it in the response format, by start', async () => {
      const vehicle = await createTestVehicle(context);
      const reason = uniqueText('repair');
      const { data, response } = await create(
        body(vehicle.id, localTime(60, 8), localTime(60, 18), reason),
      );
      expect(response.status).toBe(201);
      expect(data).toEqual({
        message: 'Blocked Period Successfully Saved',
        success: true,
        id: expect.any(Number),
      });
      const earlier = await block(vehicle.id, localTime(58, 8), localTime(58, 9));
      expect(await blocksOf(vehicle.id)).toEqual([
        {
          id: earlier,
          carId: vehicle.id,
          start: isoLocal(localTime(58, 8)),
          end: isoLocal(localTime(58, 9)),
          reason: 'Annual service',
        },
        {
          id: data!.id,
          carId: vehicle.id,
          start: isoLocal(localTime(60, 8)),
          end: isoLocal(localTime(60, 18)),
          reason,
        },
      ]);
      const { data: all } = await admin().GET('/blocks/admin');
      expect(all!.map((period) => period.id)).toEqual(expect.arrayContaining([earlier, data!.id]));
    });

    it('refuses a period over CREATED reservations with 409 listing them, by pick-up', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const later = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(61, 14),
        localTime(61, 16),
      );
      const first = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(61, 8),
        localTime(61, 10),
      );
      const cancelled = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(61, 11),
        localTime(61, 12),
      );
      await expectCancelled(context, customer.token, cancelled);
      // Touching the second booking's drop-off counts, as between bookings.
      const answer = await create(body(vehicle.id, localTime(61, 9), localTime(61, 14)));
      const error = expectErrorBody(answer, 409);
      expect(error).toMatchObject({
        message: OVER_RESERVATIONS,
        reservations: [
          {
            id: first,
            pickUpTime: isoLocal(localTime(61, 8)),
            dropOffTime: isoLocal(localTime(61, 10)),
          },
          {
            id: later,
            pickUpTime: isoLocal(localTime(61, 14)),
            dropOffTime: isoLocal(localTime(61, 16)),
          },
        ],
      });
      expect(await blocksOf(vehicle.id)).toEqual([]);
      // Between them, past the cancelled one, the vehicle can be blocked.
      await block(vehicle.id, localTime(61, 10, 1), localTime(61, 13, 59));
    });

    it('refuses a period over another blocked period of the vehicle with 409', async () => {
      const vehicle = await createTestVehicle(context);
      const other = await createTestVehicle(context);
      await block(vehicle.id, localTime(62, 8), localTime(62, 12));
      const answer = await create(body(vehicle.id, localTime(62, 12), localTime(62, 14)));
      expect(expectErrorBody(answer, 409)).toMatchObject({ message: OVER_BLOCK, reservations: [] });
      // Another vehicle is not in the way.
      await block(other.id, localTime(62, 8), localTime(62, 12));
    });

    it('answers 400 naming end or start for bad times, 404 for an unknown vehicle', async () => {
      const vehicle = await createTestVehicle(context);
      await expectValidationError(
        create(body(vehicle.id, localTime(63, 10), localTime(63, 10))),
        'end',
      );
      await expectValidationError(
        create(body(vehicle.id, localTime(63, 12), localTime(63, 10))),
        'end',
      );
      await expectValidationError(
        create({
          ...body(vehicle.id, localTime(63, 10), localTime(63, 12)),
          start: '02/30/2030 10:00:00',
        }),
        'start',
      );
      await expectValidationError(
        create({ ...body(vehicle.id, localTime(63, 10), localTime(63, 12)), reason: '' }),
        'reason',
      );
      await expectNotFound(
        create(body(UNKNOWN_ID, localTime(63, 10), localTime(63, 12))),
        UNKNOWN_ID,
      );
      expect(await blocksOf(vehicle.id)).toEqual([]);
    });

    it('is for administrators only', async () => {
      const vehicle = await createTestVehicle(context);
      const input = body(vehicle.id, localTime(64, 10), localTime(64, 12));
      await expectAdministratorOnly(context, (client) => client.GET('/blocks/admin'));
      await expectAdministratorOnly(context, (client) =>
        client.POST('/blocks/admin', { body: input }),
      );
      const id = await block(vehicle.id, localTime(64, 10), localTime(64, 12));
      await expectAdministratorOnly(context, (client) =>
        client.PUT('/blocks/admin/{id}', { params: { path: { id } }, body: input }),
      );
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/blocks/admin/{id}', { params: { path: { id } } }),
      );
      expect((await blocksOf(vehicle.id)).map((period) => period.id)).toEqual([id]);
    });
  });

  describe('PUT and DELETE /blocks/admin/{id} (updateBlockedPeriod, deleteBlockedPeriod)', () => {
    it('changes a period, which never stands in its own way, and removes it', async () => {
      const vehicle = await createTestVehicle(context);
      const id = await block(vehicle.id, localTime(65, 8), localTime(65, 12));
      await expectSuccess(
        change(id, body(vehicle.id, localTime(65, 10), localTime(65, 16), 'Tyres')),
        200,
        'Blocked Period Successfully Updated',
      );
      expect(await blocksOf(vehicle.id)).toEqual([
        {
          id,
          carId: vehicle.id,
          start: isoLocal(localTime(65, 10)),
          end: isoLocal(localTime(65, 16)),
          reason: 'Tyres',
        },
      ]);
      await expectSuccess(remove(id), 200, 'Blocked Period Successfully Deleted');
      expect(await blocksOf(vehicle.id)).toEqual([]);
      await expectNotFound(remove(id), id);
      await expectNotFound(change(id, body(vehicle.id, localTime(65, 8), localTime(65, 9))), id);
    });

    it('refuses a change over a reservation with the same 409', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const reservation = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(66, 14),
        localTime(66, 16),
      );
      const id = await block(vehicle.id, localTime(66, 8), localTime(66, 10));
      const answer = await change(id, body(vehicle.id, localTime(66, 8), localTime(66, 15)));
      expect(expectErrorBody(answer, 409)).toMatchObject({
        message: OVER_RESERVATIONS,
        reservations: [{ id: reservation }],
      });
      expect((await blocksOf(vehicle.id))[0]!.end).toBe(isoLocal(localTime(66, 10)));
    });
  });

  describe('DELETE /car/admin/{id}/auth (deleteVehicle) of a blocked vehicle', () => {
    it('takes its blocked periods with it, and leaves those of other vehicles', async () => {
      const vehicle = await createTestVehicle(context);
      const other = await createTestVehicle(context);
      await block(vehicle.id, localTime(71, 8), localTime(71, 12));
      const kept = await block(other.id, localTime(71, 8), localTime(71, 12));
      await expectSuccess(
        admin().DELETE('/car/admin/{id}/auth', { params: { path: { id: vehicle.id } } }),
        200,
        'Car Successfully Deleted',
      );
      expect(await blocksOf(vehicle.id)).toEqual([]);
      expect((await blocksOf(other.id)).map((period) => period.id)).toEqual([kept]);
    });
  });

  describe('a blocked vehicle is unavailable wherever availability is asked', () => {
    it('refuses bookings and edits into the period, touching ends included', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await block(vehicle.id, localTime(67, 10), localTime(67, 14));
      for (const [pickUp, dropOff] of [
        [localTime(67, 8), localTime(67, 10)],
        [localTime(67, 14), localTime(67, 18)],
        [localTime(67, 11), localTime(67, 12)],
      ] as const) {
        await expectError(book(customer.token, vehicle.id, pickUp, dropOff), 400, NOT_AVAILABLE);
      }
      const id = await expectBooked(
        book(customer.token, vehicle.id, localTime(67, 14, 1), localTime(67, 18)),
      );
      await expectError(
        update(id, vehicle.id, localTime(67, 13), localTime(67, 18), 'CREATED'),
        400,
        NOT_AVAILABLE,
      );
    });

    it('lists the period among the booked ones and leaves the vehicle out of the date filter', async () => {
      const customer = await registerCustomer(context);
      const model = uniqueText('Blocked');
      const vehicle = await createTestVehicle(context, { model });
      await bookVehicle(context, customer.token, vehicle.id, localTime(69, 8), localTime(69, 9));
      await block(vehicle.id, localTime(68, 10), localTime(68, 20));
      const { data } = await getAvailability(context, vehicle.id, {
        from: payload(localTime(68, 0)),
        to: payload(localTime(70, 0)),
      });
      expect(data!.booked).toEqual([
        { pickUpTime: isoLocal(localTime(68, 10)), dropOffTime: isoLocal(localTime(68, 20)) },
        { pickUpTime: isoLocal(localTime(69, 8)), dropOffTime: isoLocal(localTime(69, 9)) },
      ]);
      const free = async (from: DateTime, to: DateTime) =>
        (
          await context.client().GET('/car/visitors/pages', {
            params: { query: { q: model, availableFrom: payload(from), availableTo: payload(to) } },
          })
        ).data!.content.map((found) => found.id);
      expect(await free(localTime(68, 12), localTime(68, 13))).toEqual([]);
      expect(await free(localTime(68, 20, 1), localTime(68, 22))).toEqual([vehicle.id]);
    });
  });
}
