import type { Vehicle } from '@rentacar/contract';
import { ButtonLink, useFormatMoney } from '@rentacar/ui';
import { useFilteredVehiclesPage, type VehicleSort } from '../vehicles';
import { RouterLink } from '../../../shell/RouterLink';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';
import { useBranches } from '../../branches/branches';
import { useBranchFilter } from '../../branches/branchAdmin';
import { useLingui } from '@lingui/react/macro';

export default function AdminVehiclesPage() {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const branchFilter = useBranchFilter();
  const { data: branches = [] } = useBranches();
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? '';
  const columns: AdminColumn<Vehicle, VehicleSort>[] = [
    { key: 'model', header: t`Model`, sortable: true },
    {
      key: 'licensePlate',
      header: t`License plate`,
      render: (vehicle) => vehicle.licensePlate ?? '',
    },
    { key: 'branchId', header: t`Branch`, render: (vehicle) => branchName(vehicle.branchId) },
    { key: 'age', header: t`Age`, sortable: true },
    {
      key: 'pricePerHour',
      header: t`Price/hour`,
      sortable: true,
      render: (vehicle) => formatMoney(vehicle.pricePerHour),
    },
  ];
  return (
    <AdminListPage
      title={t`Vehicles`}
      detailPath="/admin/vehicles"
      columns={columns}
      defaultSort={{ key: 'model', direction: 'ASC' }}
      usePage={useFilteredVehiclesPage}
      searchLabel={t`Search vehicles`}
      selects={[branchFilter]}
      actions={
        <>
          <ButtonLink href="/admin/vehicles/new" linkComponent={RouterLink}>
            {t`New Vehicle`}
          </ButtonLink>
          <DownloadButton spreadsheet="vehicles">{t`Download Vehicles`}</DownloadButton>
        </>
      }
    />
  );
}
