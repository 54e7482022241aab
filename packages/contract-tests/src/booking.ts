import { type OperationQuery, type Vehicle } from '@rentacar/contract';
import { PAYLOAD_DATE_TIME_FORMAT } from '@rentacar/rules';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectError,
  expectLoginRequired,
  expectNotFound,
  expectSuccess,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import {
  booking,
  bookVehicle,
  createBookedReservation,
  createTestVehicle,
  isoLocal,
  localTime,
  registerCustomer,
  uniqueText,
} from './fixtures';

const ONLY_UPCOMING = 'Only upcoming reservations can be cancelled';

const payload = (time: DateTime) => time.toFormat(PAYLOAD_DATE_TIME_FORMAT);

type VehicleQuery = OperationQuery<'listVehicles'>;

/** Availability, list filters and the customer's own cancellation: what a booking customer relies on. */
export function describeBooking(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const availability = (id: number, query: { from?: string; to?: string } = {}) =>
    context.client().GET('/car/visitors/{id}/availability', {
      params: { path: { id }, query },
    });
  const listVehicles = (query: VehicleQuery) =>
    context.client().GET('/car/visitors/pages', { params: { query: { size: 100, ...query } } });
  const modelsOf = async (query: VehicleQuery) => {
    const { data, response } = await listVehicles(query);
    expect(response.status, JSON.stringify(query)).toBe(200);
    return data!.content.map((vehicle) => vehicle.model);
  };
  const cancel = (token: string, id: number) =>
    context.client(token).PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } });
  const expectCancelled = (token: string, id: number) =>
    expectSuccess(cancel(token, id), 200, 'Reservation Successfully Cancelled');

  /** Vehicles whose models share a tag no other test uses, so a `q` of the tag finds only them. */
  async function taggedVehicles(
    ...variants: Parameters<typeof createTestVehicle>[1][]
  ): Promise<{ tag: string; vehicles: Vehicle[] }> {
    const tag = uniqueText('Flt');
    const vehicles: Vehicle[] = [];
    for (const [index, variant] of variants.entries()) {
      vehicles.push(await createTestVehicle(context, { model: `${tag} ${index}`, ...variant }));
    }
    return { tag, vehicles };
  }

  describe('GET /car/visitors/{id}/availability (getVehicleAvailability)', () => {
    it('lists the CREATED bookings overlapping the window by pick-up, without user data', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(42, 10), localTime(42, 12));
      await bookVehicle(context, customer.token, vehicle.id, localTime(40, 8), localTime(40, 9));
      // Touches the window's end: still listed, as booking counts touching ends as overlap.
      await bookVehicle(context, customer.token, vehicle.id, localTime(45, 0), localTime(45, 6));
      // Outside the window.
      await bookVehicle(context, customer.token, vehicle.id, localTime(46, 10), localTime(46, 12));
      const cancelled = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(41, 10),
        localTime(41, 12),
      );
      await expectCancelled(customer.token, cancelled);

      const { data, response } = await availability(vehicle.id, {
        from: payload(localTime(39, 0)),
        to: payload(localTime(45, 0)),
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        carId: vehicle.id,
        from: isoLocal(localTime(39, 0)),
        to: isoLocal(localTime(45, 0)),
        booked: [
          { pickUpTime: isoLocal(localTime(40, 8)), dropOffTime: isoLocal(localTime(40, 9)) },
          { pickUpTime: isoLocal(localTime(42, 10)), dropOffTime: isoLocal(localTime(42, 12)) },
          { pickUpTime: isoLocal(localTime(45, 0)), dropOffTime: isoLocal(localTime(45, 6)) },
        ],
      });
    });

    it('looks from now to 90 days ahead by default', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(context, customer.token, vehicle.id, localTime(89, 10), localTime(89, 12));
      await bookVehicle(context, customer.token, vehicle.id, localTime(92, 10), localTime(92, 12));
      const before = DateTime.now().startOf('second');
      const { data, response } = await availability(vehicle.id);
      expect(response.status).toBe(200);
      const from = DateTime.fromISO(data!.from);
      expect(from >= before.minus({ seconds: 5 }) && from <= DateTime.now()).toBe(true);
      expect(data!.to).toBe(isoLocal(from.plus({ days: 90 })));
      expect(data!.booked).toEqual([
        { pickUpTime: isoLocal(localTime(89, 10)), dropOffTime: isoLocal(localTime(89, 12)) },
      ]);
    });

    it('answers an empty list for a vehicle nobody booked', async () => {
      const vehicle = await createTestVehicle(context);
      const { data } = await availability(vehicle.id);
      expect(data!.booked).toEqual([]);
    });

    it('answers 404 for an unknown vehicle', async () => {
      await expectNotFound(availability(UNKNOWN_ID), UNKNOWN_ID);
    });

    it('answers 400 naming from or to for a bad window', async () => {
      const vehicle = await createTestVehicle(context);
      const from = localTime(10, 10);
      await expectValidationError(
        availability(vehicle.id, { from: '2026-03-14T10:00:00' }),
        'from',
      );
      await expectValidationError(
        availability(vehicle.id, { from: payload(from), to: '02/30/2030 10:00:00' }),
        'to',
      );
      // `to` not after `from`.
      await expectValidationError(
        availability(vehicle.id, { from: payload(from), to: payload(from) }),
        'to',
      );
      // More than 366 days.
      await expectValidationError(
        availability(vehicle.id, {
          from: payload(from),
          to: payload(from.plus({ days: 366, seconds: 1 })),
        }),
        'to',
      );
      const { response } = await availability(vehicle.id, {
        from: payload(from),
        to: payload(from.plus({ days: 366 })),
      });
      expect(response.status).toBe(200);
    });
  });

  describe('GET /car/visitors/pages filters (listVehicles)', () => {
    it('answers every vehicle without filters, as before', async () => {
      const { data: all } = await context.client().GET('/car/visitors/all');
      const { data } = await listVehicles({});
      expect(data!.totalElements).toBe(all!.length);
    });

    it('finds a text anywhere in the model, ignoring letter case', async () => {
      const { tag } = await taggedVehicles({}, {});
      expect(await modelsOf({ q: tag.toUpperCase() })).toEqual([`${tag} 0`, `${tag} 1`]);
      expect(await modelsOf({ q: `${tag.slice(2).toLowerCase()} 1` })).toEqual([`${tag} 1`]);
      expect(await modelsOf({ q: `${tag} 1%` })).toEqual([]);
    });

    it('keeps any of the repeated transmissions and fuel types', async () => {
      const { tag } = await taggedVehicles(
        { transmission: 'Automatic', fuelType: 'Diesel' },
        { transmission: 'Manuel', fuelType: 'LPG' },
        { transmission: 'Tiptronic', fuelType: 'Diesel' },
      );
      expect(await modelsOf({ q: tag, transmission: ['Manuel', 'Tiptronic'] })).toEqual([
        `${tag} 1`,
        `${tag} 2`,
      ]);
      expect(await modelsOf({ q: tag, fuelType: ['Diesel'] })).toEqual([`${tag} 0`, `${tag} 2`]);
      expect(await modelsOf({ q: tag, transmission: ['Tiptronic'], fuelType: ['LPG'] })).toEqual(
        [],
      );
    });

    it('keeps vehicles with at least minSeats seats and at most maxPricePerHour', async () => {
      const { tag } = await taggedVehicles(
        { seats: 2, pricePerHour: 20 },
        { seats: 5, pricePerHour: 35.5 },
        { seats: 7, pricePerHour: 90 },
      );
      expect(await modelsOf({ q: tag, minSeats: 5 })).toEqual([`${tag} 1`, `${tag} 2`]);
      expect(await modelsOf({ q: tag, maxPricePerHour: 35.5 })).toEqual([`${tag} 0`, `${tag} 1`]);
      expect(await modelsOf({ q: tag, minSeats: 5, maxPricePerHour: 50 })).toEqual([`${tag} 1`]);
    });

    it('sorts by price per hour', async () => {
      const { tag } = await taggedVehicles(
        { pricePerHour: 50 },
        { pricePerHour: 10 },
        {
          pricePerHour: 30,
        },
      );
      expect(await modelsOf({ q: tag, sort: 'pricePerHour', direction: 'DESC' })).toEqual([
        `${tag} 0`,
        `${tag} 2`,
        `${tag} 1`,
      ]);
    });

    it('keeps vehicles free for the whole interval, touching ends counting as booked', async () => {
      const { tag, vehicles } = await taggedVehicles({}, {});
      const customer = await registerCustomer(context);
      await bookVehicle(
        context,
        customer.token,
        vehicles[0]!.id,
        localTime(50, 10),
        localTime(50, 14),
      );
      const free = (from: DateTime, to: DateTime) =>
        modelsOf({ q: tag, availableFrom: payload(from), availableTo: payload(to) });
      expect(await free(localTime(50, 12), localTime(51, 12))).toEqual([`${tag} 1`]);
      expect(await free(localTime(50, 14), localTime(50, 18))).toEqual([`${tag} 1`]);
      expect(await free(localTime(50, 15), localTime(50, 18))).toEqual([`${tag} 0`, `${tag} 1`]);
      expect(
        (
          await listVehicles({
            q: tag,
            availableFrom: payload(localTime(50, 12)),
            availableTo: payload(localTime(51, 0)),
          })
        ).data!.totalElements,
      ).toBe(1);
    });

    it('keeps out vehicles booked since long before the interval, however long the booking', async () => {
      // Spans of 2, 3, 6, 7 and 14 days and of three years, each ending as the interval starts.
      const spans = [2, 3, 6, 7, 14, 3 * 365];
      const { tag, vehicles } = await taggedVehicles(...spans.map(() => ({})), {});
      const customer = await registerCustomer(context);
      const from = localTime(1200, 10);
      const to = localTime(1200, 12);
      for (const [index, span] of spans.entries()) {
        const pickUp = localTime(1200 - span, 0);
        await bookVehicle(context, customer.token, vehicles[index]!.id, pickUp, from);
      }
      const query = { q: tag, availableFrom: payload(from), availableTo: payload(to) };
      expect(await modelsOf(query)).toEqual([`${tag} ${spans.length}`]);
      expect((await listVehicles(query)).data!.totalElements).toBe(1);
    });

    it('keeps out a vehicle whose booking an administrator lengthened into the interval', async () => {
      const { tag, vehicles } = await taggedVehicles({}, {});
      const customer = await registerCustomer(context);
      const pickUp = localTime(60, 10);
      const id = await bookVehicle(
        context,
        customer.token,
        vehicles[0]!.id,
        pickUp,
        localTime(61, 10),
      );
      const from = localTime(60 + 2 * 365, 10);
      const free = () =>
        modelsOf({ q: tag, availableFrom: payload(from), availableTo: payload(localTime(800, 0)) });
      expect(await free()).toEqual([`${tag} 0`, `${tag} 1`]);
      await expectSuccess(
        admin().PUT('/reservations/admin/auth', {
          params: { query: { reservationId: id, carId: vehicles[0]!.id } },
          body: { ...booking(pickUp, localTime(60 + 3 * 365, 10)), status: 'CREATED' },
        }),
        200,
        'Reservation Successfully Updated',
      );
      expect(await free()).toEqual([`${tag} 1`]);
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      const from = payload(localTime(5, 10));
      const to = payload(localTime(6, 10));
      const bad = [
        ['q', { q: '' }],
        ['q', { q: 'x'.repeat(101) }],
        ['q', { q: 'tab\there' }],
        ['transmission', { transmission: ['Automatic', 'Steam'] }],
        ['fuelType', { fuelType: ['Coal'] }],
        ['minSeats', { minSeats: -1 }],
        ['minSeats', { minSeats: 'many' }],
        ['minSeats', { minSeats: 2.5 }],
        ['maxPricePerHour', { maxPricePerHour: 0 }],
        ['maxPricePerHour', { maxPricePerHour: 'cheap' }],
        ['availableTo', { availableFrom: from }],
        ['availableFrom', { availableTo: to }],
        ['availableFrom', { availableFrom: 'tomorrow', availableTo: to }],
        ['availableTo', { availableFrom: from, availableTo: '13/01/2030 10:00:00' }],
        ['availableTo', { availableFrom: to, availableTo: from }],
      ] as const;
      for (const [parameter, query] of bad) {
        await expectValidationError(listVehicles(query as unknown as VehicleQuery), parameter);
      }
    });
  });

  describe('PATCH /reservations/{id}/auth/cancel (cancelOwnReservation)', () => {
    it('cancels an upcoming reservation of the caller and frees its period', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(60, 10),
        localTime(60, 12),
      );
      await expectCancelled(customer.token, id);
      const { data } = await context
        .client(customer.token)
        .GET('/reservations/{id}/auth', { params: { path: { id } } });
      expect(data).toMatchObject({ id, status: 'CANCELLED', carId: vehicle.id });
      const { data: booked } = await availability(vehicle.id);
      expect(booked!.booked).toEqual([]);
      // Cancelled once, it is no longer upcoming.
      await expectError(cancel(customer.token, id), 400, ONLY_UPCOMING);
    });

    it('lets an administrator cancel their own booking', async () => {
      const vehicle = await createTestVehicle(context);
      const id = await bookVehicle(
        context,
        context.adminToken,
        vehicle.id,
        localTime(61, 10),
        localTime(61, 12),
      );
      await expectCancelled(context.adminToken, id);
      await admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } });
    });

    it('answers 400 for a reservation that is done', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(62, 10),
        localTime(62, 12),
      );
      const { response } = await admin().PUT('/reservations/admin/auth', {
        params: { query: { reservationId: id, carId: vehicle.id } },
        body: {
          pickUpTime: payload(localTime(62, 10)),
          dropOffTime: payload(localTime(62, 12)),
          pickUpLocation: 'Contract Airport',
          dropOffLocation: 'Contract Station',
          status: 'DONE',
        },
      });
      expect(response.status).toBe(200);
      await expectError(cancel(customer.token, id), 400, ONLY_UPCOMING);
    });

    it("answers 404 for another user's or an unknown reservation, changing nothing", async () => {
      const { id } = await createBookedReservation(context, localTime(63, 10), localTime(63, 12));
      const other = await registerCustomer(context);
      await expectNotFound(cancel(other.token, id), id);
      await expectNotFound(cancel(other.token, UNKNOWN_ID), UNKNOWN_ID);
      const { data } = await admin().GET('/reservations/{id}/admin', { params: { path: { id } } });
      expect(data!.status).toBe('CREATED');
    });

    it('requires a login', async () => {
      const { id } = await createBookedReservation(context, localTime(64, 10), localTime(64, 12));
      await expectLoginRequired(context, (client) =>
        client.PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } }),
      );
    });
  });
}
