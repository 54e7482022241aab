import useSWR from 'swr';
import { unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

/** The administrator's dashboard figures, computed by the server in one request. */
export function useAdminStats() {
  return useSWR(['getAdminStats'], () => unwrap(api.GET('/admin/stats')));
}
