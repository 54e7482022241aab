export { VehicleDetailPanel } from './VehicleDetailPanel';
export type { VehicleDetailPanelProps } from './VehicleDetailPanel';
