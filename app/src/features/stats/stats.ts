import useSWR from 'swr';
import { unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

/**
 * The administrator's dashboard figures, computed by the server in one request; with `branch` (a
 * slug), only that branch's vehicles and reservations count.
 */
export function useAdminStats(branch?: string) {
  return useSWR(['getAdminStats', branch], () =>
    unwrap(api.GET('/admin/stats', { params: { query: { branch } } })),
  );
}
