import { MAX_RENTAL_DAYS, type OperationQuery, type Vehicle } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectSuccess, expectValidationError } from '../expectations';
import {
  booking,
  bookVehicle,
  closeReservation,
  createTestVehicle,
  expectCancelled,
  localTime,
  payload,
  registerCustomer,
  uniqueText,
} from '../fixtures';

type VehicleQuery = OperationQuery<'listVehicles'>;

/** The list's filters, as a visitor and as an administrator search the catalogue. */
export function describeFilters(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const listVehicles = (query: VehicleQuery) =>
    context.client().GET('/car/visitors/pages', { params: { query: { size: 100, ...query } } });
  const modelsOf = async (query: VehicleQuery) => {
    const { data, response } = await listVehicles(query);
    expect(response.status, JSON.stringify(query)).toBe(200);
    return data!.content.map((vehicle) => vehicle.model);
  };

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

    it('keeps vehicles whose only bookings in the interval are cancelled or done', async () => {
      const { tag, vehicles } = await taggedVehicles({}, {}, {});
      const customer = await registerCustomer(context);
      const pickUp = localTime(70, 10);
      const dropOff = localTime(70, 14);
      const [cancelledVehicle, doneVehicle, bookedVehicle] = vehicles.map((vehicle) => vehicle.id);
      const cancelled = await bookVehicle(
        context,
        customer.token,
        cancelledVehicle!,
        pickUp,
        dropOff,
      );
      await expectCancelled(context, customer.token, cancelled);
      const done = await bookVehicle(context, customer.token, doneVehicle!, pickUp, dropOff);
      await closeReservation(context, done, doneVehicle!, 'DONE', pickUp, dropOff);
      await bookVehicle(context, customer.token, bookedVehicle!, pickUp, dropOff);
      const query = {
        q: tag,
        availableFrom: payload(localTime(70, 11)),
        availableTo: payload(localTime(70, 12)),
      };
      expect(await modelsOf(query)).toEqual([`${tag} 0`, `${tag} 1`]);
      expect((await listVehicles(query)).data!.totalElements).toBe(2);
    });

    it('keeps out vehicles booked since long before the interval, however long the booking', async () => {
      // Spans of 2, 3, 6, 7, 14 days and of the longest rental, each ending as the interval starts.
      const spans = [2, 3, 6, 7, 14, MAX_RENTAL_DAYS];
      const { tag, vehicles } = await taggedVehicles(...spans.map(() => ({})), {});
      const customer = await registerCustomer(context);
      const from = localTime(1200, 10);
      const to = localTime(1200, 12);
      for (const [index, span] of spans.entries()) {
        const pickUp = from.minus({ days: span });
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
      const from = localTime(60 + MAX_RENTAL_DAYS - 10, 10);
      const free = () =>
        modelsOf({
          q: tag,
          availableFrom: payload(from),
          availableTo: payload(localTime(60 + MAX_RENTAL_DAYS + 30, 0)),
        });
      expect(await free()).toEqual([`${tag} 0`, `${tag} 1`]);
      await expectSuccess(
        admin().PUT('/reservations/admin/auth', {
          params: { query: { reservationId: id, carId: vehicles[0]!.id } },
          body: { ...booking(pickUp, pickUp.plus({ days: MAX_RENTAL_DAYS })), status: 'CREATED' },
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

  describe('admin list filters', () => {
    it('finds vehicles by a part of the model, wildcards taken literally', async () => {
      const model = `Zq%_${Math.random().toString(36).slice(2, 10)}`;
      const vehicle = await createTestVehicle(context, { model });
      const search = (q: string) =>
        admin().GET('/car/visitors/pages', { params: { query: { q, size: 100 } } });
      const found = (await search(model.slice(2).toUpperCase())).data!;
      expect(found.content.map((entry) => entry.id)).toEqual([vehicle.id]);
      const literal = (await search('%_')).data!;
      expect(literal.content.length).toBeGreaterThan(0);
      expect(literal.content.every((entry) => entry.model.includes('%_'))).toBe(true);
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      await expectValidationError(
        admin().GET('/car/visitors/pages', { params: { query: { q: '' } } }),
        'q',
      );
    });
  });
}
