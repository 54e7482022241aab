import useSWR from 'swr';
import { unwrap, type ReservationStatus } from '@rentacar/api';
import { api } from '../../api/client';

export type ReservationStatusCounts = Record<ReservationStatus, number>;

/** The status of the reservation at `index` of the list sorted by status (one row per request). */
async function statusAt(index: number): Promise<ReservationStatus | undefined> {
  const page = await unwrap(
    api.GET('/reservations/admin/all/pages', {
      params: { query: { page: index, size: 1, sort: 'status', direction: 'ASC' } },
    }),
  );
  return page.content[0]?.status;
}

/**
 * Counts reservations per status with the existing list operation only: sorted by status, equal
 * statuses are contiguous, so the end of each group is found by a binary search over one-row pages
 * (a few dozen requests even for a hundred thousand reservations).
 */
export async function countReservationsByStatus(total: number): Promise<ReservationStatusCounts> {
  const counts: ReservationStatusCounts = { CREATED: 0, CANCELLED: 0, DONE: 0 };
  let groupStart = 0;
  while (groupStart < total) {
    const status = await statusAt(groupStart);
    if (status === undefined) break;
    // Invariant: index `last` has `status`; index `end` (or the end of the list) does not.
    let last = groupStart;
    let end = total;
    while (end - last > 1) {
      const middle = Math.floor((last + end) / 2);
      if ((await statusAt(middle)) === status) last = middle;
      else end = middle;
    }
    counts[status] += end - groupStart;
    groupStart = end;
  }
  return counts;
}

/** Reservations per status, once the total is known. */
export function useReservationStatusCounts(total: number | undefined) {
  return useSWR(total === undefined ? null : ['reservationStatusCounts', total], ([, count]) =>
    countReservationsByStatus(count),
  );
}
