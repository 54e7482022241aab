import { lazy, Suspense } from 'react';
import type { Vehicle } from '@rentacar/contract';
import { PageHeader, PageSection, SideBySide, Spinner, VehicleOverview } from '@rentacar/ui';
import { toVehicleDetails, useVehicle } from './vehicles';
import { ClientOnly } from '../../shell/ClientOnly';
import { RecordView } from '../../shell/RecordView';
import { PageMeta } from '../../shell/PageMeta';
import { useIdParam } from '../../shell/useIdParam';
import { vehicleSummary, VehicleStructuredData } from './VehicleStructuredData';

const VehicleBooking = lazy(() => import('./VehicleBooking'));
const bookingFormLoading = <Spinner label="Loading booking form" />;

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
      <PageMeta title={vehicle.model} description={vehicleSummary(record)} indexed />
      <VehicleStructuredData vehicle={record} />
      <PageHeader title={vehicle.model} />
      <PageSection label={vehicle.model}>
        <SideBySide>
          <VehicleOverview vehicle={vehicle} />
          {/* Its dates are the visitor's own: the server renders the spinner in its place. */}
          <ClientOnly fallback={bookingFormLoading}>
            <Suspense fallback={bookingFormLoading}>
              <VehicleBooking vehicle={record} />
            </Suspense>
          </ClientOnly>
        </SideBySide>
      </PageSection>
    </>
  );
}
