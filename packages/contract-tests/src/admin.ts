import { type AdminStats, type ReservationStatus } from '@rentacar/contract';
import {
  monthOf,
  statsWindow,
  toPayloadDateTime,
  UTILISATION_HOURS_PER_VEHICLE,
} from '@rentacar/rules';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { expectAdministratorOnly, expectPageMetadata, expectValidationError } from './expectations';
import {
  bookVehicle,
  createTestVehicle,
  isoLocal,
  localTime,
  registerCustomer,
  uniqueText,
} from './fixtures';

/** The admin dashboard's figures and the administrator's list filters. */
export function describeAdmin(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  async function fetchStats(): Promise<AdminStats> {
    const { data, response } = await admin().GET('/admin/stats');
    expect(response.status).toBe(200);
    return data!;
  }

  /** Closes (or re-times) reservation `id` of `carId` as the administrator. */
  async function closeReservation(
    id: number,
    carId: number,
    status: Exclude<ReservationStatus, 'CREATED'>,
    pickUp: DateTime,
    dropOff: DateTime,
  ) {
    const { response } = await admin().PUT('/reservations/admin/auth', {
      params: { query: { reservationId: id, carId } },
      body: {
        pickUpTime: toPayloadDateTime(isoLocal(pickUp)),
        dropOffTime: toPayloadDateTime(isoLocal(dropOff)),
        pickUpLocation: 'Contract Airport',
        dropOffLocation: 'Contract Station',
        status,
      },
    });
    expect(response.status, `closing reservation ${id}`).toBe(200);
  }

  /** A customer with one reservation of each status on one new vehicle of `pricePerHour`. */
  async function createReservationsOfEachStatus(pricePerHour = 10) {
    const customer = await registerCustomer(context, { lastName: uniqueText('Filter') });
    const vehicle = await createTestVehicle(context, { pricePerHour });
    const created = { pickUp: localTime(2, 10), dropOff: localTime(2, 15) };
    const createdId = await bookVehicle(
      context,
      customer.token,
      vehicle.id,
      created.pickUp,
      created.dropOff,
    );
    // Closed with times two months back: an administrator records a past rental that way.
    const done = {
      pickUp: localTime(0, 10).minus({ months: 2 }),
      dropOff: localTime(0, 13).minus({ months: 2 }),
    };
    const doneId = await bookVehicle(
      context,
      customer.token,
      vehicle.id,
      localTime(3, 10),
      localTime(3, 13),
    );
    await closeReservation(doneId, vehicle.id, 'DONE', done.pickUp, done.dropOff);
    const cancelledId = await bookVehicle(
      context,
      customer.token,
      vehicle.id,
      localTime(4, 10),
      localTime(4, 12),
    );
    await closeReservation(
      cancelledId,
      vehicle.id,
      'CANCELLED',
      localTime(4, 10),
      localTime(4, 12),
    );
    return { customer, vehicle, created, createdId, done, doneId, cancelledId };
  }

  describe('GET /admin/stats (getAdminStats)', () => {
    it('is for administrators only', async () => {
      await expectAdministratorOnly(context, (client) => client.GET('/admin/stats'));
    });

    it('counts, sums and splits the records the test creates', async () => {
      const before = await fetchStats();
      const pricePerHour = 1_000_000;
      const records = await createReservationsOfEachStatus(pricePerHour);
      const after = await fetchStats();

      expect(after.totals).toEqual({
        users: before.totals.users + 1,
        vehicles: before.totals.vehicles + 1,
        reservations: before.totals.reservations + 3,
        messages: before.totals.messages,
      });
      expect(after.reservationsByStatus).toEqual({
        CREATED: before.reservationsByStatus.CREATED + 1,
        CANCELLED: before.reservationsByStatus.CANCELLED + 1,
        DONE: before.reservationsByStatus.DONE + 1,
      });

      // Twelve months, oldest first, ending with the current one; every month present.
      const { months } = statsWindow();
      expect(after.revenueByMonth.map((entry) => entry.month)).toEqual(months);
      // The CREATED booking (5 hours) and the DONE one (3 hours) earn; the cancelled one does not.
      const earned = new Map<string, { reservations: number; revenue: number }>();
      for (const [time, hours] of [
        [records.created.pickUp, 5],
        [records.done.pickUp, 3],
      ] as const) {
        const month = monthOf(isoLocal(time));
        const entry = earned.get(month) ?? { reservations: 0, revenue: 0 };
        earned.set(month, {
          reservations: entry.reservations + 1,
          revenue: entry.revenue + hours * pricePerHour,
        });
      }
      after.revenueByMonth.forEach((entry, index) => {
        const previous = before.revenueByMonth[index]!;
        const added = earned.get(entry.month) ?? { reservations: 0, revenue: 0 };
        expect(entry, entry.month).toEqual({
          month: entry.month,
          reservations: previous.reservations + added.reservations,
          revenue: previous.revenue + added.revenue,
        });
      });

      // At a million an hour the new vehicle earns the most within the window.
      const inWindow = [...earned.entries()].filter(([month]) => months.includes(month));
      expect(after.topVehicles[0]).toEqual({
        carId: records.vehicle.id,
        model: records.vehicle.model,
        reservations: inWindow.reduce((sum, [, entry]) => sum + entry.reservations, 0),
        revenue: inWindow.reduce((sum, [, entry]) => sum + entry.revenue, 0),
      });
      expect(after.topVehicles.length).toBeLessThanOrEqual(5);
      const revenues = after.topVehicles.map((entry) => entry.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

      // Only the CREATED booking, 5 hours within the next 30 days, adds booked hours.
      const bookedBefore =
        before.utilisationNext30Days * before.totals.vehicles * UTILISATION_HOURS_PER_VEHICLE;
      expect(after.utilisationNext30Days).toBeCloseTo(
        (bookedBefore + 5) / (after.totals.vehicles * UTILISATION_HOURS_PER_VEHICLE),
        6,
      );
      expect(after.utilisationNext30Days).toBeGreaterThan(0);
      expect(after.utilisationNext30Days).toBeLessThanOrEqual(1);
    });
  });

  describe('admin list filters', () => {
    it('finds users by a part of their name or e-mail in any letter case, and by role', async () => {
      const token = uniqueText('Zed').replace(/ /g, '');
      const customer = await registerCustomer(context, { lastName: token });
      const search = (query: { q?: string; role?: 'Customer' | 'Administrator' }) =>
        admin().GET('/user/auth/pages', { params: { query: { ...query, size: 100 } } });

      const byName = (await search({ q: token.toUpperCase() })).data!;
      expect(byName.content.map((user) => user.id)).toEqual([customer.user.id]);
      expectPageMetadata(byName, { number: 0, size: 100, totalElements: 1 });

      const emailPart = customer.email.split('@')[0]!.toUpperCase();
      const byEmail = (await search({ q: emailPart })).data!;
      expect(byEmail.content.map((user) => user.id)).toEqual([customer.user.id]);

      const administrators = (await search({ role: 'Administrator' })).data!;
      expect(administrators.content.map((user) => user.id)).toContain(context.admin.id);
      expect(administrators.content.every((user) => user.roles.includes('Administrator'))).toBe(
        true,
      );
      expect((await search({ q: token, role: 'Administrator' })).data!.totalElements).toBe(0);
      expect((await search({ q: token, role: 'Customer' })).data!.totalElements).toBe(1);

      const nothing = (await search({ q: `${token}-nobody` })).data!;
      expect(nothing).toMatchObject({ content: [], totalElements: 0, empty: true });
    });

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

    it('finds contact messages by subject, name or e-mail', async () => {
      const subject = uniqueText('Searchable');
      const name = uniqueText('Nia').slice(0, 50);
      const email = `${Math.random().toString(36).slice(2, 10)}.finder@example.com`;
      const { response } = await context.client().POST('/contactmessage/visitors', {
        body: { name, email, subject, body: 'Is there a child seat for the minivan on Sunday?' },
      });
      expect(response.status).toBe(201);
      const search = (q: string) =>
        admin().GET('/contactmessage/pages', { params: { query: { q, size: 100 } } });
      for (const q of [subject.toLowerCase(), name.toUpperCase(), email.split('@')[0]!]) {
        const { data } = await search(q);
        expect(
          data!.content.map((message) => message.subject),
          q,
        ).toEqual([subject]);
      }
    });

    it('filters reservations by status, vehicle, customer and pick-up time, with the customer name', async () => {
      const records = await createReservationsOfEachStatus();
      const list = (query: Record<string, unknown>) =>
        admin().GET('/reservations/admin/all/pages', {
          params: { query: { size: 100, ...query } },
        });
      const ids = async (query: Record<string, unknown>) =>
        (await list(query)).data!.content.map((reservation) => reservation.id).sort();

      const ofCustomer = (await list({ userId: records.customer.user.id })).data!;
      expect(ofCustomer.totalElements).toBe(3);
      expect(ofCustomer.content[0]).toMatchObject({
        userId: records.customer.user.id,
        customerName: `${records.customer.user.firstName} ${records.customer.user.lastName}`,
      });
      expect(await ids({ carId: records.vehicle.id })).toEqual(
        [records.createdId, records.doneId, records.cancelledId].sort(),
      );
      expect(await ids({ carId: records.vehicle.id, status: ['CREATED'] })).toEqual([
        records.createdId,
      ]);
      expect(await ids({ carId: records.vehicle.id, status: ['DONE', 'CANCELLED'] })).toEqual(
        [records.doneId, records.cancelledId].sort(),
      );
      const all = (await list({ status: ['CANCELLED'] })).data!.content;
      expect(all.every((reservation) => reservation.status === 'CANCELLED')).toBe(true);
      // `from` is inclusive, `to` exclusive.
      expect(
        await ids({
          carId: records.vehicle.id,
          from: isoLocal(records.created.pickUp),
          to: isoLocal(records.created.pickUp.plus({ seconds: 1 })),
        }),
      ).toEqual([records.createdId]);
      expect(
        await ids({ carId: records.vehicle.id, to: isoLocal(records.created.pickUp) }),
      ).toEqual([records.doneId]);
      expect(await ids({ carId: records.vehicle.id, userId: context.admin.id })).toEqual([]);
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      const users = (query: Record<string, unknown>) =>
        admin().GET('/user/auth/pages', { params: { query } });
      await expectValidationError(users({ q: '' }), 'q');
      await expectValidationError(users({ q: 'x'.repeat(101) }), 'q');
      await expectValidationError(users({ q: 'a\u0007b' }), 'q');
      await expectValidationError(users({ role: 'Boss' }), 'role');
      await expectValidationError(
        admin().GET('/car/visitors/pages', { params: { query: { q: '' } } }),
        'q',
      );
      await expectValidationError(
        admin().GET('/contactmessage/pages', { params: { query: { q: 'x'.repeat(101) } } }),
        'q',
      );
      const reservations = (query: Record<string, unknown>) =>
        admin().GET('/reservations/admin/all/pages', { params: { query } });
      await expectValidationError(reservations({ status: ['BOOKED'] }), 'status');
      await expectValidationError(reservations({ status: ['DONE', 'LOST'] }), 'status');
      await expectValidationError(reservations({ carId: 0 }), 'carId');
      await expectValidationError(reservations({ carId: 'abc' }), 'carId');
      await expectValidationError(reservations({ userId: 2 ** 31 }), 'userId');
      await expectValidationError(reservations({ from: 'yesterday' }), 'from');
      await expectValidationError(reservations({ from: '2026-02-30T10:00:00' }), 'from');
      await expectValidationError(reservations({ to: '2026-13-01T10:00:00' }), 'to');
      await expectValidationError(
        reservations({ from: '2026-03-14T10:00:00', to: '2026-03-14T10:00:00' }),
        'to',
      );
    });
  });
}
