import { useNavigate } from 'react-router-dom';
import { type ReservationWithCar } from '@rentacar/contract';
import { isCancellable } from '@rentacar/rules';
import {
  cancelReservationConfirmation,
  PageHeader,
  PageSection,
  ReservationOverview,
  useConfirm,
} from '@rentacar/ui';
import { storedImageSrcSet, storedImageUrl } from '../../shell/api/storedImages';
import { cancelOwnReservation, useOwnReservation } from './reservations';
import { RecordView } from '../../shell/RecordView';
import { useIdParam } from '../../shell/useIdParam';
import { useSave } from '../../shell/useSave';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function ReservationDetailPage() {
  const { t } = useLingui();
  const reservationId = useIdParam('reservationId');
  const query = useOwnReservation(reservationId);
  return (
    <RecordView id={reservationId} query={query} loadingLabel={t`Loading reservation`}>
      {(reservation) => (
        <ReservationDetails
          reservation={reservation}
          onChanged={async () => {
            await query.mutate();
          }}
        />
      )}
    </RecordView>
  );
}

function ReservationDetails({
  reservation,
  onChanged,
}: {
  reservation: ReservationWithCar;
  onChanged: () => Promise<void>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { busy: cancelling, save } = useSave();
  const { car } = reservation;

  const cancel = async () => {
    if (!(await confirm(cancelReservationConfirmation))) return;
    await save(() => cancelOwnReservation(reservation.id), {
      success: t`Reservation is cancelled`,
      onSaved: onChanged,
    });
  };

  return (
    <>
      <PageMeta title={t`Reservation of ${car.model}`} />
      <PageHeader title={car.model} />
      <PageSection label={t`Reservation`}>
        <ReservationOverview
          reservation={reservation}
          vehicle={car}
          imageUrl={storedImageUrl(car.image[0])}
          imageSrcSet={storedImageSrcSet(car)}
          onBack={() => void navigate(-1)}
          onCancel={isCancellable(reservation) ? () => void cancel() : undefined}
          cancelling={cancelling}
        />
        {dialog}
      </PageSection>
    </>
  );
}
