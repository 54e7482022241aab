import useSWR from 'swr';
import type { RentalRules } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import { api } from '../../shell/api/client';

/** The rental rules in force (public: the vehicle page says them, the booking form applies them). */
export function useRentalRules() {
  return useSWR(['getRentalRules'], () => unwrap(api.GET('/policies/visitors/rental')));
}

/** Sets the rental rules (administrators). */
export const updateRentalRules = (rules: RentalRules) =>
  unwrap(api.PUT('/policies/admin/rental', { body: rules }));
