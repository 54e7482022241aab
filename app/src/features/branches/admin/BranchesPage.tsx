import type { Branch } from '@rentacar/contract';
import { ButtonLink, useFormatMoney } from '@rentacar/ui';
import { useLingui } from '@lingui/react/macro';
import { useFilteredBranchesPage, type BranchSort } from '../branchAdmin';
import { RouterLink } from '../../../shell/RouterLink';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';

/** /admin/branches: every branch, searched and sorted; a row opens its edit screen. */
export default function BranchesPage() {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const columns: AdminColumn<Branch, BranchSort>[] = [
    { key: 'name', header: t`Name`, sortable: true },
    { key: 'city', header: t`City`, sortable: true },
    { key: 'timeZone', header: t`Time zone`, sortable: true },
    {
      key: 'oneWayFee',
      header: t`One-way fee`,
      render: (branch) =>
        branch.oneWayFee === undefined ? t`No one-way returns` : formatMoney(branch.oneWayFee),
    },
  ];
  return (
    <AdminListPage
      title={t`Branches`}
      detailPath="/admin/branches"
      columns={columns}
      defaultSort={{ key: 'name', direction: 'ASC' }}
      usePage={useFilteredBranchesPage}
      searchLabel={t`Search branches`}
      actions={
        <>
          <ButtonLink href="/admin/branches/new" linkComponent={RouterLink}>
            {t`New Branch`}
          </ButtonLink>
          <DownloadButton spreadsheet="branches">{t`Download Branches`}</DownloadButton>
        </>
      }
    />
  );
}
