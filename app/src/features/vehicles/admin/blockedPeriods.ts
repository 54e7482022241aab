// The administrator's blocked periods of one vehicle, read and written through the API.
import useSWR from 'swr';
import { ApiError, unwrap } from '@rentacar/api';
import type { BlockConflictError, BlockedPeriodInput } from '@rentacar/contract';
import { combineDateAndTime } from '@rentacar/rules';
import type { BlockedPeriodValues } from '@rentacar/ui';
import { api } from '../../../shell/api/client';

export function useBlockedPeriods(carId: number) {
  return useSWR(['listBlockedPeriods', carId], ([, id]) =>
    unwrap(api.GET('/blocks/admin', { params: { query: { carId: id } } })),
  );
}

const toInput = (carId: number, values: BlockedPeriodValues): BlockedPeriodInput => ({
  carId,
  start: combineDateAndTime(values.startDate, values.startTime),
  end: combineDateAndTime(values.endDate, values.endTime),
  reason: values.reason,
});

export const createBlockedPeriod = (carId: number, values: BlockedPeriodValues) =>
  unwrap(api.POST('/blocks/admin', { body: toInput(carId, values) }));

export const updateBlockedPeriod = (id: number, carId: number, values: BlockedPeriodValues) =>
  unwrap(api.PUT('/blocks/admin/{id}', { params: { path: { id } }, body: toInput(carId, values) }));

export const deleteBlockedPeriod = (id: number) =>
  unwrap(api.DELETE('/blocks/admin/{id}', { params: { path: { id } } }));

/** The 409 of a period the vehicle is taken in, with the reservations in its way. */
export function blockConflictOf(error: unknown): BlockConflictError | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body === undefined) return;
  const body = error.body as Partial<BlockConflictError>;
  return Array.isArray(body.reservations) ? (body as BlockConflictError) : undefined;
}
