export * from './PropertyHighlights';
export * from './VehicleCard';
export * from './VehicleGrid';
export { vehicleProperties, formatPrice } from './vehicleProperties';
export type { VehicleProperty } from './vehicleProperties';
export { vehicleHref } from './types';
export type { VehicleSummary, VehicleDetails, VehicleProperties } from './types';
