import { useNavigate } from 'react-router-dom';
import { BranchSearch, type BranchSearchValues } from '@rentacar/ui';
import { branchSearchQuery } from '../vehicles/vehicles';
import { branchOptions, useBranches } from './branches';

export interface BranchSearchBarProps {
  /** The values shown (the current URL's); empty by default. */
  values?: BranchSearchValues;
  /** What a search does; by default it opens `/vehicles` with the search in its query. */
  onSearch?: (values: BranchSearchValues) => void;
}

/**
 * The first search of the site: a branch and the rental's times, over the branches the API lists.
 * Its own chunk: the pages render it on the server, where it works as a plain form before the
 * scripts, so it need not weigh on their first visit.
 */
export default function BranchSearchBar({ values, onSearch }: BranchSearchBarProps) {
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
