import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isCancellable, type ReservationWithCar } from '@rentacar/api';
import {
  Button,
  cancelReservationConfirmation,
  PageHeader,
  ReservationSummary,
  useConfirm,
  visuallyHidden,
} from '@rentacar/ui';
import { storedImageUrl } from '../api/client';
import { cancelOwnReservation, useOwnReservation } from '../api/reservations';
import { PageSection, SideBySide } from '../shared/layout';
import { RecordView } from '../shared/RecordView';
import { useIdParam } from '../shared/useIdParam';
import { useSave } from '../shared/useSave';

const CarImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

// The accordion's section headings are level 3; this keeps the outline (h1, h2, h3) unbroken.
const DetailsHeading = styled.h2`
  ${visuallyHidden}
`;

const Actions = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export default function ReservationDetailPage() {
  const reservationId = useIdParam('reservationId');
  const query = useOwnReservation(reservationId);
  return (
    <RecordView id={reservationId} query={query} loadingLabel="Loading reservation">
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
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { busy: cancelling, save } = useSave();
  const { car } = reservation;
  const imageUrl = storedImageUrl(car.image[0]);

  const cancel = async () => {
    if (!(await confirm(cancelReservationConfirmation))) return;
    await save(() => cancelOwnReservation(reservation.id), {
      success: 'Reservation is cancelled',
      onSaved: onChanged,
    });
  };

  return (
    <>
      <PageHeader title={car.model} />
      <PageSection aria-label="Reservation">
        <Actions>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            Back to the reservations
          </Button>
        </Actions>
        <SideBySide>
          {imageUrl && <CarImage src={imageUrl} alt={car.model} width={640} height={400} />}
          <div>
            <DetailsHeading>Details</DetailsHeading>
            <ReservationSummary
              reservation={reservation}
              vehicle={car}
              onCancel={isCancellable(reservation) ? () => void cancel() : undefined}
              cancelling={cancelling}
            />
            {dialog}
          </div>
        </SideBySide>
      </PageSection>
    </>
  );
}
