import { useSearchParams } from 'react-router-dom';
import type { ListFilterOption } from '@rentacar/ui';

/** A select filter of an administrator list; its first option (value '') means no filter. */
export interface SelectFilterSpec {
  name: string;
  label: string;
  options: readonly ListFilterOption[];
}

/** The search text and select values of a list, '' when not applied. */
export interface ListFilterValues {
  q: string;
  [name: string]: string;
}

/** The contract's longest search text. */
const SEARCH_MAX_LENGTH = 100;

/**
 * An administrator list's filters, kept in the URL query (`?q=jane&status=DONE`) so that they
 * survive a reload and can be linked to. A value the list does not offer counts as no filter.
 */
export function useListFilters(selects: readonly SelectFilterSpec[]) {
  const [params, setParams] = useSearchParams();
  const values: ListFilterValues = { q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH) };
  for (const select of selects) {
    const value = params.get(select.name) ?? '';
    values[select.name] = select.options.some((option) => option.value === value) ? value : '';
  }
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { values, params, setFilter };
}

/** '' (no filter) as absent, for the API's optional parameters. */
export const optional = (value: string) => (value.trim() === '' ? undefined : value);
