import { useNavigate } from 'react-router-dom';
import { BranchSearch, type BranchSearchValues } from '@rentacar/ui';
import { branchOptions, useBranches } from './branches';

/** The search query of `/vehicles` for a branch search: only what was entered. */
export function branchSearchQuery(values: BranchSearchValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['branch', 'from', 'to'] as const) {
    if (values[name] !== '') query.set(name, values[name]);
  }
  return query;
}

export interface BranchSearchBarProps {
  /** The values shown (the current URL's); empty by default. */
  values?: BranchSearchValues;
  /** What a search does; by default it opens `/vehicles` with the search in its query. */
  onSearch?: (values: BranchSearchValues) => void;
}

/** The first search of the site: a branch and the rental's times, over the branches the API lists. */
export function BranchSearchBar({ values, onSearch }: BranchSearchBarProps) {
  const navigate = useNavigate();
  const { data: branches } = useBranches();
  return (
    <BranchSearch
      branches={branchOptions(branches ?? [])}
      values={values}
      onSearch={
        onSearch ??
        ((next) => {
          const query = branchSearchQuery(next).toString();
          void navigate(query === '' ? '/vehicles' : `/vehicles?${query}`);
        })
      }
    />
  );
}
