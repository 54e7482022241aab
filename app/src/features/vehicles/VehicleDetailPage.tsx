import { lazy, Suspense } from 'react';
import type { Vehicle } from '@rentacar/contract';
import { PageHeader, PageSection, SideBySide, Spinner, VehicleOverview } from '@rentacar/ui';
import { toVehicleDetails, useVehicle } from './vehicles';
import { ClientOnly } from '../../shell/ClientOnly';
import { RecordView } from '../../shell/RecordView';
import { PageMeta } from '../../shell/PageMeta';
import { useIdParam } from '../../shell/useIdParam';
import { vehicleSummary, VehicleStructuredData } from './VehicleStructuredData';
import { useLingui } from '@lingui/react/macro';

const VehicleBooking = lazy(() => import('./VehicleBooking'));

export default function VehicleDetailPage() {
  const { t } = useLingui();
  const vehicleId = useIdParam('vehicleId');
  const query = useVehicle(vehicleId);
  return (
    <RecordView id={vehicleId} query={query} loadingLabel={t`Loading vehicle`}>
      {(vehicle) => <VehicleDetails vehicle={vehicle} />}
    </RecordView>
  );
}

function VehicleDetails({ vehicle: record }: { vehicle: Vehicle }) {
  const { i18n, t } = useLingui();
  const vehicle = toVehicleDetails(record);
  const bookingFormLoading = <Spinner label={t`Loading booking form`} />;
  return (
    <>
      <PageMeta title={vehicle.model} description={vehicleSummary(i18n, record)} indexed />
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
