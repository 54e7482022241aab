import { lazy, Suspense } from 'react';
import type { Vehicle } from '@rentacar/api';
import { PageHeader, PageSection, SideBySide, Spinner, VehicleOverview } from '@rentacar/ui';
import { toVehicleDetails, useVehicle } from '../api/vehicles';
import { RecordView } from '../shared/RecordView';
import { useIdParam } from '../shared/useIdParam';

const VehicleBooking = lazy(() => import('./VehicleBooking'));

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
  const vehicle = toVehicleDetails(record);
  return (
    <>
      <PageHeader title={vehicle.model} />
      <PageSection label={vehicle.model}>
        <SideBySide>
          <VehicleOverview vehicle={vehicle} />
          <Suspense fallback={<Spinner label="Loading booking form" />}>
            <VehicleBooking vehicle={record} />
          </Suspense>
        </SideBySide>
      </PageSection>
    </>
  );
}
