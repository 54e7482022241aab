import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageHeader, ReservationSummary, Spinner, visuallyHidden } from '@rentacar/ui';
import { storedImageUrl } from '../api/client';
import { isNotFound } from '../api/errors';
import { useOwnReservation } from '../api/reservations';
import { PageSection, SideBySide } from './layout';
import NotFoundPage from './NotFoundPage';
import { useIdParam } from './useIdParam';

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
  const { data: reservation, error, isLoading } = useOwnReservation(reservationId);
  const navigate = useNavigate();

  if (isLoading) {
    return (
      <PageSection>
        <Spinner size="lg" label="Loading reservation" />
      </PageSection>
    );
  }
  if (reservationId === undefined || isNotFound(error)) return <NotFoundPage />;
  // Other load failures are only logged (spec §8).
  if (!reservation) return null;
  const { car } = reservation;
  const imageUrl = storedImageUrl(car.image[0]);

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
            <ReservationSummary reservation={reservation} vehicle={car} />
          </div>
        </SideBySide>
      </PageSection>
    </>
  );
}
