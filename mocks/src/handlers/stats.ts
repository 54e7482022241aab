import { type AdminStats, type Reservation, type VehicleRevenue } from '@rentacar/contract';
import {
  monthOf,
  reservationsByStatus,
  statsWindow,
  sumMoney,
  utilisationShare,
} from '@rentacar/rules';
import { branchIdOfSlug } from '../branches';
import { db } from '../db';
import { http } from '../http';

const HOUR_MS = 60 * 60 * 1000;
const TOP_VEHICLES = 5;

/** Milliseconds between two local wall-clock date-times, read alike whatever the zone. */
const wallClockMs = (localDateTime: string) => Date.parse(`${localDateTime}Z`);

/** Hours of the reservation inside [from, to). */
function hoursWithin({ pickUpTime, dropOffTime }: Reservation, from: string, to: string): number {
  const start = pickUpTime > from ? pickUpTime : from;
  const end = dropOffTime < to ? dropOffTime : to;
  return end > start ? (wallClockMs(end) - wallClockMs(start)) / HOUR_MS : 0;
}

/** The same figures the server computes in SQL, from the in-memory db. */
function computeStats(now: Date, branch?: string): AdminStats {
  const window = statsWindow(now);
  // With a branch, only its vehicles and their reservations count; an unknown one has none.
  const branchId = branch === undefined ? undefined : (branchIdOfSlug(branch) ?? 0);
  const vehicles = db.vehicles
    .all()
    .filter((vehicle) => branchId === undefined || vehicle.branchId === branchId);
  const vehicleIds = new Set(vehicles.map((vehicle) => vehicle.id));
  const reservations = db.reservations
    .all()
    .filter((reservation) => branchId === undefined || vehicleIds.has(reservation.carId));
  const earning = reservations.filter(
    (reservation) =>
      reservation.status !== 'CANCELLED' &&
      reservation.pickUpTime >= window.revenueFrom &&
      reservation.pickUpTime < window.revenueTo,
  );
  const revenueByMonth = window.months.map((month) => {
    const inMonth = earning.filter((reservation) => monthOf(reservation.pickUpTime) === month);
    return {
      month,
      reservations: inMonth.length,
      revenue: sumMoney(inMonth.map((reservation) => reservation.totalPrice)),
    };
  });
  const byVehicle = new Map<number, VehicleRevenue>();
  for (const reservation of earning) {
    const entry = byVehicle.get(reservation.carId) ?? {
      carId: reservation.carId,
      model: db.vehicles.find(reservation.carId)!.model,
      reservations: 0,
      revenue: 0,
    };
    byVehicle.set(reservation.carId, {
      ...entry,
      reservations: entry.reservations + 1,
      revenue: sumMoney([entry.revenue, reservation.totalPrice]),
    });
  }
  const topVehicles = [...byVehicle.values()]
    .sort((a, b) => b.revenue - a.revenue || a.carId - b.carId)
    .slice(0, TOP_VEHICLES);
  const bookedHours = reservations
    .filter((reservation) => reservation.status === 'CREATED')
    .reduce(
      (sum, reservation) =>
        sum + hoursWithin(reservation, window.utilisationFrom, window.utilisationTo),
      0,
    );
  const countOf = (status: Reservation['status']) =>
    reservations.filter((reservation) => reservation.status === status).length;
  return {
    totals: {
      users: db.users.all().length,
      vehicles: vehicles.length,
      reservations: reservations.length,
      messages: db.contactMessages.all().length,
    },
    reservationsByStatus: reservationsByStatus(countOf),
    revenueByMonth,
    topVehicles,
    utilisationNext30Days: utilisationShare(bookedHours, vehicles.length),
  };
}

export const statsHandlers = [
  http.get('/admin/stats', ({ valid, response }) => {
    return response(200).json(computeStats(new Date(), valid.query.branch));
  }),
];
