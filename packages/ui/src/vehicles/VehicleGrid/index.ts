export { VehicleGrid } from './VehicleGrid';
export type { VehicleGridProps } from './VehicleGrid';
