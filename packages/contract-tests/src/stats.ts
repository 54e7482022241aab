import { type AdminStats } from '@rentacar/contract';
import {
  fromCents,
  monthOf,
  statsWindow,
  sumMoney,
  toCents,
  UTILISATION_HOURS_PER_VEHICLE,
} from '@rentacar/rules';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { expectAdministratorOnly } from './expectations';
import {
  closeReservation,
  createBookedReservation,
  createReservationsOfEachStatus,
  expectCancelled,
  isoLocal,
  localTime,
} from './fixtures';

/**
 * The booked hours of the next 30 days behind a dashboard's utilisation share. The window starts
 * at the second the server reads it, so a booking already under way loses the seconds between two
 * reads: compare them to a tenth of an hour (`toBeCloseTo(hours, 1)`), which still tells every
 * booked hour apart.
 */
const bookedHours = (stats: AdminStats) =>
  stats.utilisationNext30Days * stats.totals.vehicles * UTILISATION_HOURS_PER_VEHICLE;

/** The administrator's dashboard figures. */
export function describeStats(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  async function fetchStats(): Promise<AdminStats> {
    const { data, response } = await admin().GET('/admin/stats');
    expect(response.status).toBe(200);
    return data!;
  }

  describe('GET /admin/stats (getAdminStats)', () => {
    it('is for administrators only', async () => {
      await expectAdministratorOnly(context, (client) => client.GET('/admin/stats'));
    });

    it('moves a cancelled booking from the CREATED count to the CANCELLED one alone', async () => {
      const { customer, id } = await createBookedReservation(
        context,
        localTime(5, 10),
        localTime(5, 12),
      );
      const before = await fetchStats();
      await expectCancelled(context, customer.token, id);
      const after = await fetchStats();
      // One status changes, so counts shown under the wrong status cannot match.
      expect(after.reservationsByStatus).toEqual({
        CREATED: before.reservationsByStatus.CREATED - 1,
        CANCELLED: before.reservationsByStatus.CANCELLED + 1,
        DONE: before.reservationsByStatus.DONE,
      });
      expect(after.totals.reservations).toBe(before.totals.reservations);
    });

    it('counts the booked hours of CREATED bookings alone, not of one closed as DONE', async () => {
      const pickUp = localTime(6, 10);
      const dropOff = localTime(6, 13);
      const { vehicle, id } = await createBookedReservation(context, pickUp, dropOff);
      const booked = await fetchStats();
      await closeReservation(context, id, vehicle.id, 'DONE', pickUp, dropOff);
      const done = await fetchStats();
      expect(bookedHours(done)).toBeCloseTo(bookedHours(booked) - 3, 1);
    });

    it('counts, sums and splits the records the test creates', async () => {
      const before = await fetchStats();
      // The highest price there is, in cents: sums of floats would drift in the last decimals.
      const pricePerHour = 999_999.99;
      const records = await createReservationsOfEachStatus(context, pricePerHour);
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
          revenue: sumMoney([entry.revenue, fromCents(hours * toCents(pricePerHour))]),
        });
      }
      after.revenueByMonth.forEach((entry, index) => {
        const previous = before.revenueByMonth[index]!;
        const added = earned.get(entry.month) ?? { reservations: 0, revenue: 0 };
        expect(entry, entry.month).toEqual({
          month: entry.month,
          reservations: previous.reservations + added.reservations,
          revenue: sumMoney([previous.revenue, added.revenue]),
        });
      });

      // At the highest price the new vehicle earns the most within the window.
      const inWindow = [...earned.entries()].filter(([month]) => months.includes(month));
      expect(after.topVehicles[0]).toEqual({
        carId: records.vehicle.id,
        model: records.vehicle.model,
        reservations: inWindow.reduce((sum, [, entry]) => sum + entry.reservations, 0),
        revenue: sumMoney(inWindow.map(([, entry]) => entry.revenue)),
      });
      expect(after.topVehicles.length).toBeLessThanOrEqual(5);
      const revenues = after.topVehicles.map((entry) => entry.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

      // Only the CREATED booking, 5 hours within the next 30 days, adds booked hours.
      expect(bookedHours(after)).toBeCloseTo(bookedHours(before) + 5, 1);
      expect(after.utilisationNext30Days).toBeGreaterThan(0);
      expect(after.utilisationNext30Days).toBeLessThanOrEqual(1);
    });
  });
}
