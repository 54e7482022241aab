import useSWR from 'swr';
import {
  combineDateAndTime,
  formatDisplayDate,
  formatDisplayTime,
  unwrap,
  type OperationQuery,
  type Reservation,
  type ReservationInput,
} from '@rentacar/api';
import type { BookingValues, ReservationEditValues } from '@rentacar/ui';
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

/** The edit form shows dates and times apart (YYYY-MM-DD, HH:mm) and the car id as a string. */
export const toReservationEditValues = (reservation: Reservation): ReservationEditValues => ({
  pickUpLocation: reservation.pickUpLocation,
  dropOffLocation: reservation.dropOffLocation,
  pickUpDate: formatDisplayDate(reservation.pickUpTime),
  pickUpTime: formatDisplayTime(reservation.pickUpTime),
  dropOffDate: formatDisplayDate(reservation.dropOffTime),
  dropOffTime: formatDisplayTime(reservation.dropOffTime),
  carId: String(reservation.carId),
  status: reservation.status,
});

/**
 * PUT /reservations/admin/auth from the edit form's values (spec §3): the times go as
 * `MM/dd/yyyy HH:mm:ss`, the car id in the query.
 */
export const updateReservation = (reservationId: number, values: ReservationEditValues) =>
  unwrap(
    api.PUT('/reservations/admin/auth', {
      params: { query: { reservationId, carId: Number(values.carId) } },
      body: {
        pickUpLocation: values.pickUpLocation,
        dropOffLocation: values.dropOffLocation,
        pickUpTime: combineDateAndTime(values.pickUpDate, values.pickUpTime),
        dropOffTime: combineDateAndTime(values.dropOffDate, values.dropOffTime),
        status: values.status,
      },
    }),
  );

export const deleteReservation = (id: number) =>
  unwrap(api.DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }));
