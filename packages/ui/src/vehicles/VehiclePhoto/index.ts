export { VehiclePhoto } from './VehiclePhoto';
export type { VehiclePhotoProps } from './VehiclePhoto';
