export { ListFilters } from './ListFilters';
export type {
  ListFilterOption,
  ListFiltersProps,
  ListSelectFilter,
} from './ListFilters';
