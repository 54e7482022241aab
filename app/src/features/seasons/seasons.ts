// The administrator's seasons, read and written through the API.
import useSWR from 'swr';
import { unwrap } from '@rentacar/api';
import type { SeasonValues } from '@rentacar/ui';
import { api } from '../../shell/api/client';

export function useSeasons() {
  return useSWR(['listSeasons'], () => unwrap(api.GET('/seasons/admin')));
}

export const createSeason = (values: SeasonValues) =>
  unwrap(api.POST('/seasons/admin', { body: values }));

export const updateSeason = (id: number, values: SeasonValues) =>
  unwrap(api.PUT('/seasons/admin/{id}', { params: { path: { id } }, body: values }));

export const deleteSeason = (id: number) =>
  unwrap(api.DELETE('/seasons/admin/{id}', { params: { path: { id } } }));
