import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilterOption, ListInputFilter } from '@rentacar/ui';
import type { FilterValues } from '../api/filters';

/** A select filter of an administrator list; its first option (value '') means no filter. */
export interface SelectFilterSpec {
  name: string;
  label: string;
  options: readonly ListFilterOption[];
}

/** An id or date-time filter of an administrator list (`userId`, `from`). */
export type InputFilterSpec = Pick<ListInputFilter, 'name' | 'label' | 'type'>;

/**
 * An administrator list's filters, kept in the URL query (`?q=jane&status=DONE`) so that they
 * survive a reload and can be linked to. The values are the query's text; the resource's mapper
 * (`toReservationFilters`, ...) decides what the API is sent.
 */
export function useListFilters(names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? '']),
  );
  // Filters applied close together (several debounced fields) build on each other. The router's
  // own `current` is the query of the last render, and a navigation lands later, so each change
  // starts from the newest query sent; a query arriving from elsewhere (a link, Back) replaces it.
  const latest = useRef(params);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const arrived = sent.current.indexOf(params.toString());
    if (arrived === -1) latest.current = params;
    else sent.current.splice(0, arrived + 1);
  }, [params]);
  const update = (changes: FilterValues) => {
    const next = new URLSearchParams(latest.current);
    for (const [name, value = ''] of Object.entries(changes)) {
      if (value.trim() === '') next.delete(name);
      else next.set(name, value);
    }
    latest.current = next;
    sent.current.push(next.toString());
    setParams(next, { replace: true });
  };
  return {
    values,
    setFilter: (name: string, value: string) => update({ [name]: value }),
    clearFilters: () => update(Object.fromEntries(names.map((name) => [name, '']))),
  };
}
