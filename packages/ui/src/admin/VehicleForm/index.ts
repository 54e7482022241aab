export { VehicleForm } from './VehicleForm';
export type { VehicleFormProps } from './VehicleForm';
