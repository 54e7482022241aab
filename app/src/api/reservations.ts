import useSWR from 'swr';
import {
  combineDateAndTime,
  unwrap,
  type OperationQuery,
  type ReservationInput,
  type ReservationUpdate,
} from '@rentacar/api';
import type { BookingValues } from '@rentacar/ui';
import type { SortedPageRequest } from './admin';
import { api } from './client';
import type { PageRequest } from './paging';

export function useOwnReservationsPage({ page, size }: PageRequest) {
  return useSWR(
    ['listOwnReservations', page, size],
    () => unwrap(api.GET('/reservations/auth/all', { params: { query: { page, size } } })),
    { keepPreviousData: true },
  );
}

export function useOwnReservation(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getOwnReservation', id], ([, reservationId]) =>
    unwrap(api.GET('/reservations/{id}/auth', { params: { path: { id: reservationId } } })),
  );
}

/** The booking form's values as the API takes them (times in the payload format). */
const toReservationInput = (booking: BookingValues): ReservationInput => ({
  pickUpLocation: booking.pickUpLocation,
  dropOffLocation: booking.dropOffLocation,
  pickUpTime: combineDateAndTime(booking.pickUpDate, booking.pickUpTime),
  dropOffTime: combineDateAndTime(booking.dropOffDate, booking.dropOffTime),
});

/** POST /reservations/add: books the vehicle for the caller. */
export const createReservation = (carId: number, booking: BookingValues) =>
  unwrap(
    api.POST('/reservations/add', {
      params: { query: { carId } },
      body: toReservationInput(booking),
    }),
  );

/** PATCH /reservations/{id}/auth/cancel: the caller's own upcoming reservation. */
export const cancelOwnReservation = (id: number) =>
  unwrap(api.PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } }));

// Administrator operations (issue 7).

export type ReservationSort = NonNullable<OperationQuery<'listReservations'>['sort']>;

/** The administrator's optional filters of the reservation list. */
export type ReservationFilters = Pick<
  OperationQuery<'listReservations'>,
  'status' | 'carId' | 'userId' | 'from' | 'to'
>;

export function useReservationsPage(
  { page, size, sort, direction }: SortedPageRequest<ReservationSort>,
  filters: ReservationFilters = {},
) {
  return useSWR(
    ['listReservations', page, size, sort, direction, filters],
    () =>
      unwrap(
        api.GET('/reservations/admin/all/pages', {
          params: { query: { page, size, sort, direction, ...filters } },
        }),
      ),
    { keepPreviousData: true },
  );
}

export function useReservation(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getReservation', id], ([, reservationId]) =>
    unwrap(api.GET('/reservations/{id}/admin', { params: { path: { id: reservationId } } })),
  );
}

/** PUT /reservations/admin/auth; times in the payload format `MM/dd/yyyy HH:mm:ss`. */
export const updateReservation = (
  reservationId: number,
  carId: number,
  update: ReservationUpdate,
) =>
  unwrap(
    api.PUT('/reservations/admin/auth', {
      params: { query: { reservationId, carId } },
      body: update,
    }),
  );

export const deleteReservation = (id: number) =>
  unwrap(api.DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }));
