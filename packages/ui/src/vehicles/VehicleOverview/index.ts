export { VehicleOverview } from './VehicleOverview';
export type { VehicleOverviewProps } from './VehicleOverview';
