import { useState } from 'react';
import type { TableSort } from '@rentacar/ui';
import type { SortDirection, SortedPageRequest } from '../api/admin';
import { usePageRequest } from '../api/paging';

/** Spec §9: every administrator list shows 10 rows per page by default. */
export const ADMIN_PAGE_SIZE = 10;

export interface SortOrder<Sort extends string> {
  key: Sort;
  direction: SortDirection;
}

/**
 * Server paging and sorting of an administrator table: the PagedTable props that drive it and the
 * request they produce. A new sort order starts again from the first page.
 */
export function useSortedPageRequest<Sort extends string>(
  defaultSort: SortOrder<Sort>,
  sortable: readonly Sort[],
) {
  const { request, control } = usePageRequest(ADMIN_PAGE_SIZE);
  const [sort, setSort] = useState(defaultSort);
  const query: SortedPageRequest<Sort> = { ...request, sort: sort.key, direction: sort.direction };
  const onSortChange = ({ key, direction }: TableSort) => {
    const field = sortable.find((candidate) => candidate === key);
    if (field === undefined) return;
    setSort({ key: field, direction });
    control.onPageChange(1);
  };
  return { query, table: { ...control, sort, onSortChange } };
}
