import {
  combineDateAndTime,
  formatDisplayDate,
  formatDisplayTime,
  type Reservation,
  type Vehicle,
} from '@rentacar/api';
import { ReservationEditForm, type ReservationEditValues } from '@rentacar/ui';
import { deleteReservation, updateReservation, useReservation } from '../../api/reservations';
import { useAllVehicles } from '../../api/vehicles';
import { useIdParam } from '../../shared/useIdParam';
import { RouterLink } from '../../shared/RouterLink';
import { AdminHeading } from '../layout';
import { RecordGate } from '../RecordGate';
import { useRecordActions } from '../useRecordActions';

/** The form shows dates and times apart (YYYY-MM-DD, HH:mm) and the car id as a string. */
const toFormValues = (reservation: Reservation): ReservationEditValues => ({
  pickUpLocation: reservation.pickUpLocation,
  dropOffLocation: reservation.dropOffLocation,
  pickUpDate: formatDisplayDate(reservation.pickUpTime),
  pickUpTime: formatDisplayTime(reservation.pickUpTime),
  dropOffDate: formatDisplayDate(reservation.dropOffTime),
  dropOffTime: formatDisplayTime(reservation.dropOffTime),
  carId: String(reservation.carId),
  status: reservation.status,
});

interface EditReservationProps {
  reservation: Reservation;
  vehicles: readonly Pick<Vehicle, 'id' | 'model'>[];
}

function EditReservation({ reservation, vehicles }: EditReservationProps) {
  const { save, formProps } = useRecordActions({
    listPath: '/admin/reservations',
    lists: ['listReservations'],
    record: 'getReservation',
    remove: () => deleteReservation(reservation.id),
    removedMessage: 'Reservation was deleted',
  });
  const submit = async (values: ReservationEditValues) => {
    // Spec §3: the times go as MM/DD/YYYY HH:mm:ss, the car id in the query.
    const update = () =>
      updateReservation(reservation.id, Number(values.carId), {
        pickUpLocation: values.pickUpLocation,
        dropOffLocation: values.dropOffLocation,
        pickUpTime: combineDateAndTime(values.pickUpDate, values.pickUpTime),
        dropOffTime: combineDateAndTime(values.dropOffDate, values.dropOffTime),
        status: values.status,
      });
    await save(update, 'Reservation is updated');
  };
  return (
    <>
      <AdminHeading>Reservation {reservation.id}</AdminHeading>
      <ReservationEditForm
        initialValues={toFormValues(reservation)}
        vehicles={vehicles}
        customerHref={`/admin/users/${reservation.userId}`}
        linkComponent={RouterLink}
        onSubmit={submit}
        {...formProps}
      />
    </>
  );
}

/** /admin/reservations/:reservationId: places, times, vehicle and status; Save, Cancel, Delete. */
export default function ReservationEditPage() {
  const reservationId = useIdParam('reservationId');
  const reservation = useReservation(reservationId);
  // A failed vehicle list is only logged; the dropdown then offers no other vehicle.
  const vehicles = useAllVehicles();
  const loading = reservation.isLoading || vehicles.isLoading;
  return (
    <RecordGate
      id={reservationId}
      record={{ data: reservation.data, error: reservation.error, isLoading: loading }}
      loadingLabel="Loading reservation"
    >
      {(loaded) => <EditReservation reservation={loaded} vehicles={vehicles.data ?? []} />}
    </RecordGate>
  );
}
