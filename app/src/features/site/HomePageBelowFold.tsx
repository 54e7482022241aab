import { useMemo } from 'react';
import { AppDownloads, HowItWorks, VehicleSlider, WhyChooseUs } from '@rentacar/ui';
import { toVehicleDetails, useVehiclesPage } from '../vehicles/vehicles';
import { appStoreLinks } from './appStoreLinks';
import { RouterLink } from '../../shell/RouterLink';

/** How many models the 'Popular Vehicle Models' bar offers (the first page of the default sort). */
export const POPULAR_VEHICLE_COUNT = 10;

/** The home page under the hero: the popular models (and their request), then the three blocks. */
export default function HomePageBelowFold() {
  const { data, isLoading } = useVehiclesPage({ page: 0, size: POPULAR_VEHICLE_COUNT });
  const vehicles = useMemo(() => data?.content.map(toVehicleDetails) ?? [], [data]);
  return (
    <>
      <VehicleSlider vehicles={vehicles} loading={isLoading} linkComponent={RouterLink} />
      <HowItWorks />
      <WhyChooseUs linkComponent={RouterLink} />
      <AppDownloads {...appStoreLinks} />
    </>
  );
}
