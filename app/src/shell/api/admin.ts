import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { operations } from '@rentacar/contract';
import type { PageRequest } from './paging';

export type SortDirection = 'ASC' | 'DESC';

/** A server page of an administrator list, sorted by one of the entity's sortable fields. */
export interface SortedPageRequest<Sort extends string> extends PageRequest {
  sort: Sort;
  direction: SortDirection;
}

/**
 * Revalidates every cached SWR entry of the given operations (keys are `[operationId, ...args]`),
 * so lists and details show a change right after an administrator saved or deleted something.
 * It uses the mutator of the surrounding SWRConfig, so isolated caches (tests, stories) work too.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...operationIds: (keyof operations)[]) =>
      mutate(
        (key) => Array.isArray(key) && operationIds.includes(key[0] as keyof operations),
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
}
