import type { Vehicle } from '@rentacar/contract';
import { ButtonLink } from '@rentacar/ui';
import { useFilteredVehiclesPage, type VehicleSort } from '../vehicles';
import { formatMoney } from '../../../shell/config/site';
import { RouterLink } from '../../../shell/RouterLink';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';

const columns: AdminColumn<Vehicle, VehicleSort>[] = [
  { key: 'model', header: 'Model', sortable: true },
  { key: 'age', header: 'Age', sortable: true },
  {
    key: 'pricePerHour',
    header: 'Price/hour',
    sortable: true,
    render: (vehicle) => formatMoney(vehicle.pricePerHour),
  },
];

export default function VehiclesPage() {
  return (
    <AdminListPage
      title="Vehicles"
      detailPath="/admin/vehicles"
      columns={columns}
      defaultSort={{ key: 'model', direction: 'ASC' }}
      usePage={useFilteredVehiclesPage}
      searchLabel="Search vehicles"
      actions={
        <>
          <ButtonLink href="/admin/vehicles/new" linkComponent={RouterLink}>
            New Vehicle
          </ButtonLink>
          <DownloadButton spreadsheet="vehicles">Download Vehicles</DownloadButton>
        </>
      }
    />
  );
}
