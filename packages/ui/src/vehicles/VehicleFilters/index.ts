export { EMPTY_VEHICLE_FILTERS, VEHICLE_SORT_OPTIONS, VehicleFilters } from './VehicleFilters';
export type { VehicleFilterValues, VehicleFiltersProps, VehicleSortOption } from './VehicleFilters';
