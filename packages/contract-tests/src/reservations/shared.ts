import type { ReservationUpdate } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import type { ContractContext } from '../context';
import { booking } from '../fixtures';

export const TIMES_NOT_CORRECT = 'Reservation pick up time or drop off time not correct';
export const NOT_AVAILABLE = 'Car is not available for selected time';

/** The reservation requests the tests send, bound to the API under test. */
export function reservationRequests(context: ContractContext) {
  const admin = () => context.client(context.adminToken);
  const book = (token: string, carId: number, pickUp: DateTime, dropOff: DateTime) =>
    context.client(token).POST('/reservations/add', {
      params: { query: { carId } },
      body: booking(pickUp, dropOff),
    });
  const update = (
    reservationId: number,
    carId: number,
    pickUp: DateTime,
    dropOff: DateTime,
    status: ReservationUpdate['status'],
  ) =>
    admin().PUT('/reservations/admin/auth', {
      params: { query: { reservationId, carId } },
      body: { ...booking(pickUp, dropOff), status },
    });
  const adminView = async (id: number) =>
    (await admin().GET('/reservations/{id}/admin', { params: { path: { id } } })).data!;
  return { admin, book, update, adminView };
}
