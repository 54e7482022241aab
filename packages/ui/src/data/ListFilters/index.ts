export { ListFilters } from './ListFilters';
export type {
  ListFilterOption,
  ListFiltersProps,
  ListInputFilter,
  ListSelectFilter,
} from './ListFilters';
