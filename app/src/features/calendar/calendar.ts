import useSWR from 'swr';
import type { OperationQuery } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import { toPayloadDateTime } from '@rentacar/rules';
import type { FleetCalendarMove, FleetCalendarReservation } from '@rentacar/ui';
import { api } from '../../shell/api/client';

export type FleetCalendarQuery = OperationQuery<'getFleetCalendar'>;

/** One page of the fleet calendar's vehicle rows with what occupies them in `[from, to)`. */
export function useFleetCalendar(query: FleetCalendarQuery) {
  return useSWR(['getFleetCalendar', query], ([, params]) =>
    unwrap(api.GET('/calendar/admin', { params: { query: params } })),
  );
}

/**
 * Moves a booking as the edit form would save it (`updateReservation`): its places and status
 * kept, the new vehicle and times; the server checks availability, re-prices and e-mails.
 */
export async function moveReservation(
  reservation: FleetCalendarReservation,
  target: FleetCalendarMove,
) {
  const current = await unwrap(
    api.GET('/reservations/{id}/admin', { params: { path: { id: reservation.id } } }),
  );
  return unwrap(
    api.PUT('/reservations/admin/auth', {
      params: { query: { reservationId: reservation.id, carId: target.carId } },
      body: {
        pickUpLocation: current.pickUpLocation,
        dropOffLocation: current.dropOffLocation,
        pickUpTime: toPayloadDateTime(target.start),
        dropOffTime: toPayloadDateTime(target.end),
        status: current.status,
      },
    }),
  );
}
