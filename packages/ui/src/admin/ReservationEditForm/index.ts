export { ReservationEditForm } from './ReservationEditForm';
export type { ReservationEditFormProps, ReservationVehicleOption } from './ReservationEditForm';
