export { VehicleCard } from './VehicleCard';
export type { VehicleCardProps } from './VehicleCard';
