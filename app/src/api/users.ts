import useSWR from 'swr';
import { unwrap, type OperationQuery, type UserUpdate } from '@rentacar/api';
import type { SortedPageRequest } from './admin';
import { api } from './client';

export type UserSort = NonNullable<OperationQuery<'listUsers'>['sort']>;

/** The administrator's optional filters of the user list. */
export type UserFilters = Pick<OperationQuery<'listUsers'>, 'q' | 'role'>;

export function useUsersPage(
  { page, size, sort, direction }: SortedPageRequest<UserSort>,
  filters: UserFilters = {},
) {
  return useSWR(
    ['listUsers', page, size, sort, direction, filters],
    () =>
      unwrap(
        api.GET('/user/auth/pages', {
          params: { query: { page, size, sort, direction, ...filters } },
        }),
      ),
    { keepPreviousData: true },
  );
}

export function useUser(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getUser', id], ([, userId]) =>
    unwrap(api.GET('/user/{id}/auth', { params: { path: { id: userId } } })),
  );
}

/** PUT /user/{id}/auth; leave `password` out to keep the current one. */
export const updateUser = (id: number, update: UserUpdate) =>
  unwrap(api.PUT('/user/{id}/auth', { params: { path: { id } }, body: update }));

export const deleteUser = (id: number) =>
  unwrap(api.DELETE('/user/{id}/auth', { params: { path: { id } } }));
