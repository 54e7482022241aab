import useSWR from 'swr';
import { ROLES, type OperationQuery, type UserUpdate } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import type { UserEditValues } from '@rentacar/ui';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api } from '../../shell/api/client';
import { oneOf, searchText, type FilterValues } from '../../shell/api/filters';

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

/** The user list's URL filters (`?q=jane&role=Administrator`) as the API takes them. */
export const toUserFilters = (values: FilterValues): UserFilters => ({
  q: searchText(values.q),
  role: oneOf(ROLES, values.role),
});

export const useFilteredUsersPage = (query: SortedPageRequest<UserSort>, values: FilterValues) =>
  useUsersPage(query, toUserFilters(values));

export function useUser(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getUser', id], ([, userId]) =>
    unwrap(api.GET('/user/{id}/auth', { params: { path: { id: userId } } })),
  );
}

/** Spec §5: an empty password is left out of the payload, so the current one stays. */
const toUserUpdate = ({ password, ...fields }: UserEditValues): UserUpdate =>
  password ? { ...fields, password } : fields;

/** PUT /user/{id}/auth from the edit form's values. */
export const updateUser = (id: number, values: UserEditValues) =>
  unwrap(api.PUT('/user/{id}/auth', { params: { path: { id } }, body: toUserUpdate(values) }));

export const deleteUser = (id: number) =>
  unwrap(api.DELETE('/user/{id}/auth', { params: { path: { id } } }));
