// The administrator's side of branches, apart from `branches.ts`, which the public pages load:
// a module shared by the public pages and the admin area travels whole in the public chunks.
import { useLingui } from '@lingui/react/macro';
import type { Branch, BranchInput } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import type { BranchValues, ListSelectFilter, SelectOption } from '@rentacar/ui';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api } from '../../shell/api/client';
import { searchText, type FilterValues } from '../../shell/api/filters';
import { useBranches } from './branches';

/**
 * One branch by its id, picked from the list (the API reads a single branch by its slug);
 * `missing` once the list is in without it.
 */
export function useBranchById(id: number | undefined) {
  const { data, error, isLoading } = useBranches();
  const branch = id === undefined ? undefined : data?.find((one) => one.id === id);
  return { data: branch, error, isLoading, missing: data !== undefined && branch === undefined };
}

/** The branches as a form select's options: the name shown, `value` as `valueOf` gives it. */
export const branchSelectOptions = (
  branches: readonly Branch[],
  valueOf: (branch: Branch) => string,
): SelectOption[] => branches.map((branch) => ({ value: valueOf(branch), label: branch.name }));

export type BranchSort = 'name' | 'city' | 'timeZone';

const BRANCH_SORT_FIELDS: readonly BranchSort[] = ['name', 'city', 'timeZone'];

/** Whether the branch matches the administrator's search text (name, slug, city, address). */
const matchesSearch = (branch: Branch, q: string | undefined) =>
  q === undefined ||
  [branch.name, branch.slug, branch.city, branch.address].some((text) =>
    text.toLocaleLowerCase().includes(q.toLocaleLowerCase()),
  );

/**
 * One sorted page of the branch list for the administrator's table, searched by `q`, cut from
 * the whole list the API answers (there is no paged operation: a business has few branches).
 */
export function useFilteredBranchesPage(
  { page, size, sort, direction }: SortedPageRequest<BranchSort>,
  values: FilterValues,
) {
  const { data, isLoading } = useBranches();
  if (!data) return { data: undefined, isLoading };
  const q = searchText(values.q);
  const key = BRANCH_SORT_FIELDS.includes(sort) ? sort : 'name';
  const sign = direction === 'DESC' ? -1 : 1;
  const matching = data
    .filter((branch) => matchesSearch(branch, q))
    .sort((a, b) => sign * a[key].localeCompare(b[key]) || a.id - b.id);
  return {
    data: {
      content: matching.slice(page * size, (page + 1) * size),
      totalElements: matching.length,
    },
    isLoading,
  };
}

/** A time input cannot hold 24:00: the form writes a period until midnight as closing at 00:00. */
const toFormClock = (closes: string) => (closes === '24:00' ? '00:00' : closes);
const toApiClock = (closes: string) => (closes === '00:00' ? '24:00' : closes);

/** The edit form's values of a loaded branch. */
export function toBranchValues({ id: _id, oneWayFee, openingHours, ...fields }: Branch) {
  return {
    ...fields,
    openingHours: openingHours.map((period) => ({
      ...period,
      closes: toFormClock(period.closes),
    })),
    oneWayReturns: oneWayFee !== undefined,
    oneWayFee,
  } satisfies BranchValues;
}

/** The request body of a create or update from the form's values. */
export function toBranchInput({
  oneWayReturns,
  oneWayFee,
  openingHours,
  ...fields
}: BranchValues): BranchInput {
  return {
    ...fields,
    openingHours: openingHours.map((period) => ({ ...period, closes: toApiClock(period.closes) })),
    ...(oneWayReturns && oneWayFee !== undefined ? { oneWayFee } : {}),
  };
}

export const createBranch = (values: BranchValues) =>
  unwrap(api.POST('/branches/admin', { body: toBranchInput(values) }));

export const updateBranch = (id: number, values: BranchValues) =>
  unwrap(
    api.PUT('/branches/admin/{id}', { params: { path: { id } }, body: toBranchInput(values) }),
  );

export const deleteBranch = (id: number) =>
  unwrap(api.DELETE('/branches/admin/{id}', { params: { path: { id } } }));

/** The administrator lists' Branch filter (`?branch=<slug>`): All, then every branch by name. */
export function useBranchFilter(): Omit<ListSelectFilter, 'value'> {
  const { t } = useLingui();
  const { data = [] } = useBranches();
  return {
    name: 'branch',
    label: t`Branch`,
    options: [{ value: '', label: t`All` }, ...branchSelectOptions(data, (branch) => branch.slug)],
  };
}
