import useSWR from 'swr';
import {
  parameterProblemMessage,
  RESERVATION_STATUSES,
  type OperationQuery,
  type Reservation,
  type ReservationChangeInput,
  type ReservationInput,
} from '@rentacar/contract';
import {
  combineDateAndTime,
  formatDisplayDate,
  formatDisplayTime,
  localDateTimeInput,
  localRangeProblem,
  RECENTLY_CHANGED_DAYS,
} from '@rentacar/rules';
import { unwrap } from '@rentacar/api';
import type { BookingValues, ReservationChangeValues, ReservationEditValues } from '@rentacar/ui';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api } from '../../shell/api/client';
import { oneOf, branchSlug, positiveId, type FilterValues } from '../../shell/api/filters';
import type { PageRequest } from '../../shell/api/paging';

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
  ...(booking.additionalDrivers?.length ? { additionalDrivers: booking.additionalDrivers } : {}),
});

/** The branches of a booking at branches, by id (absent: the vehicle's branch for both). */
export type BookingBranchIds = Pick<ReservationInput, 'pickUpBranchId' | 'dropOffBranchId'>;

/** POST /reservations/add: books the vehicle for the caller. */
export const createReservation = (
  carId: number,
  booking: BookingValues,
  branchIds: BookingBranchIds = {},
) =>
  unwrap(
    api.POST('/reservations/add', {
      params: { query: { carId } },
      body: { ...toReservationInput(booking), ...branchIds },
    }),
  );

/** PATCH /reservations/{id}/auth/cancel: the caller's own upcoming reservation. */
export const cancelOwnReservation = (id: number) =>
  unwrap(api.PATCH('/reservations/{id}/auth/cancel', { params: { path: { id } } }));

/** The change form's values as the API takes them, with the drop-off branch picked. */
const toReservationChange = (
  change: ReservationChangeValues,
  dropOffBranchId: number | undefined,
): ReservationChangeInput => ({
  pickUpTime: combineDateAndTime(change.pickUpDate, change.pickUpTime),
  dropOffTime: combineDateAndTime(change.dropOffDate, change.dropOffTime),
  ...(dropOffBranchId === undefined ? {} : { dropOffBranchId }),
});

/** PUT /reservations/{id}/auth/change: new times and drop-off branch of the caller's reservation. */
export const changeOwnReservation = (
  id: number,
  change: ReservationChangeValues,
  dropOffBranchId?: number,
) =>
  unwrap(
    api.PUT('/reservations/{id}/auth/change', {
      params: { path: { id } },
      body: toReservationChange(change, dropOffBranchId),
    }),
  );

// Administrator operations.

export type ReservationSort = NonNullable<OperationQuery<'listReservations'>['sort']>;

/** The administrator's optional filters of the reservation list. */
export type ReservationFilters = Pick<
  OperationQuery<'listReservations'>,
  'status' | 'carId' | 'userId' | 'from' | 'to' | 'branch' | 'changedWithinDays'
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

/** A pick-up bound typed in a date-time input (or linked with seconds); '' is no bound. */
const pickUpBound = (text = '') => (text === '' ? undefined : (localDateTimeInput(text) ?? text));

/** The URL's pick-up bounds, and what is wrong with them (`to: must be after from`). */
function pickUpRange(values: FilterValues) {
  const range = { from: pickUpBound(values.from), to: pickUpBound(values.to) };
  return { range, problem: localRangeProblem(range.from, range.to) };
}

/**
 * The reservation list's URL filters (`?status=DONE&carId=3&userId=5&from=2026-03-01T10:00`,
 * `changedWithinDays=7`) as the API takes them; a pick-up range the API would refuse is not sent.
 */
export function toReservationFilters(values: FilterValues): ReservationFilters {
  const status = oneOf(RESERVATION_STATUSES, values.status);
  const { range, problem } = pickUpRange(values);
  return {
    status: status && [status],
    carId: positiveId(values.carId),
    userId: positiveId(values.userId),
    branch: branchSlug(values.branch),
    changedWithinDays:
      values.changedWithinDays === String(RECENTLY_CHANGED_DAYS)
        ? RECENTLY_CHANGED_DAYS
        : undefined,
    ...(problem === undefined ? range : {}),
  };
}

/** Why the URL's pick-up range is not sent, by the filter it is shown under. */
export function reservationFilterErrors(values: FilterValues): FilterValues {
  const { problem } = pickUpRange(values);
  return problem ? { [problem.parameter]: parameterProblemMessage(problem) } : {};
}

export const useFilteredReservationsPage = (
  query: SortedPageRequest<ReservationSort>,
  values: FilterValues,
) => useReservationsPage(query, toReservationFilters(values));

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
