import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { combineDateAndTime, type Vehicle } from '@rentacar/api';
import {
  BookingForm,
  formatPrice,
  notify,
  PageHeader,
  PropertyHighlights,
  type BookingValues,
} from '@rentacar/ui';
import { saveWithToasts } from '../api/saveWithToasts';
import { createReservation } from '../api/reservations';
import { toVehicleDetails, useVehicle } from '../api/vehicles';
import { authAtom } from '../state/auth';
import { PageSection, SideBySide } from './layout';
import { RecordView } from './RecordView';
import { useIdParam } from './useIdParam';

const PriceBadge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const VehicleImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export default function VehicleDetailPage() {
  const vehicleId = useIdParam('vehicleId');
  const query = useVehicle(vehicleId);
  return (
    <RecordView id={vehicleId} query={query} loadingLabel="Loading vehicle">
      {(vehicle) => <VehicleDetails vehicle={vehicle} />}
    </RecordView>
  );
}

function VehicleDetails({ vehicle: record }: { vehicle: Vehicle }) {
  const { isUserLogin } = useAtomValue(authAtom);
  const navigate = useNavigate();
  const vehicle = toVehicleDetails(record);

  const book = async (booking: BookingValues) => {
    if (!isUserLogin) {
      notify.error('Please login first');
      return false;
    }
    const booked = await saveWithToasts(
      () =>
        createReservation(vehicle.id, {
          pickUpLocation: booking.pickUpLocation,
          dropOffLocation: booking.dropOffLocation,
          pickUpTime: combineDateAndTime(booking.pickUpDate, booking.pickUpTime),
          dropOffTime: combineDateAndTime(booking.dropOffDate, booking.dropOffTime),
        }),
      'Reservation created',
    );
    if (booked) void navigate('/');
    return booked;
  };

  return (
    <>
      <PageHeader title={vehicle.model} />
      <PageSection aria-label={vehicle.model}>
        <SideBySide>
          <div>
            <PriceBadge>
              <strong>{formatPrice(vehicle.pricePerHour)}</strong> rent per hour
            </PriceBadge>
            {vehicle.imageUrl && (
              <VehicleImage src={vehicle.imageUrl} alt={vehicle.model} width={640} height={400} />
            )}
            <PropertyHighlights vehicle={vehicle} />
          </div>
          <BookingForm onSubmit={book} />
        </SideBySide>
      </PageSection>
    </>
  );
}
