import type { ReservationDetail, Vehicle } from '@rentacar/contract';
import {
  AdminHeading,
  ReservationEditForm,
  AdditionalDriversSummary,
  ReservationHistory,
  type ReservationEditValues,
} from '@rentacar/ui';
import {
  deleteReservation,
  toReservationEditValues,
  updateReservation,
  useReservation,
} from '../reservations';
import { useAllVehicles } from '../../vehicles/vehicles';
import { useIdParam } from '../../../shell/useIdParam';
import { RouterLink } from '../../../shell/RouterLink';
import { RecordView } from '../../../shell/RecordView';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

interface EditReservationProps {
  reservation: ReservationDetail;
  vehicles: readonly Pick<Vehicle, 'id' | 'model'>[];
}

function EditReservation({ reservation, vehicles }: EditReservationProps) {
  const { t } = useLingui();
  const { save, formProps } = useRecordActions({
    listPath: '/admin/reservations',
    lists: ['listReservations'],
    record: 'getReservation',
    remove: () => deleteReservation(reservation.id),
    removedMessage: t`Reservation was deleted`,
  });
  const submit = async (values: ReservationEditValues) => {
    await save(() => updateReservation(reservation.id, values), t`Reservation is updated`);
  };
  return (
    <>
      <PageMeta title={t`Reservation ${reservation.id} · Admin Panel`} />
      <AdminHeading>{t`Reservation ${reservation.id}`}</AdminHeading>
      <ReservationEditForm
        initialValues={toReservationEditValues(reservation)}
        vehicles={vehicles}
        customerHref={`/admin/users/${reservation.userId}`}
        linkComponent={RouterLink}
        onSubmit={submit}
        {...formProps}
      />
      {reservation.additionalDrivers.length > 0 && (
        <AdditionalDriversSummary drivers={reservation.additionalDrivers} />
      )}
      <ReservationHistory changes={reservation.changes} />
    </>
  );
}

/**
 * /admin/reservations/:reservationId: places, times, vehicle and status; Save, Cancel, Delete;
 * below, the reservation's history.
 */
export default function ReservationEditPage() {
  const { t } = useLingui();
  const reservationId = useIdParam('reservationId');
  const reservation = useReservation(reservationId);
  // A failed vehicle list is only logged; the dropdown then offers no other vehicle.
  const vehicles = useAllVehicles();
  const loading = reservation.isLoading || vehicles.isLoading;
  return (
    <RecordView
      id={reservationId}
      query={{ data: reservation.data, error: reservation.error, isLoading: loading }}
      loadingLabel={t`Loading reservation`}
    >
      {(loaded) => <EditReservation reservation={loaded} vehicles={vehicles.data ?? []} />}
    </RecordView>
  );
}
