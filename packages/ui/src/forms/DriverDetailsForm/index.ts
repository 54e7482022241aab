export { DriverDetailsForm } from './DriverDetailsForm';
export type { DriverDetailsFormProps } from './DriverDetailsForm';
