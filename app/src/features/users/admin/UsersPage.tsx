import { ROLES, type User } from '@rentacar/contract';
import { useFilteredUsersPage, type UserSort } from '../users';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';
import { roleLabel } from '../../../shell/admin/roles';
import type { SelectFilterSpec } from '../../../shell/admin/useListFilters';
import { useLingui } from '@lingui/react/macro';

export default function UsersPage() {
  const { i18n, t } = useLingui();
  const selects: SelectFilterSpec[] = [
    {
      name: 'role',
      label: t`Role`,
      options: [
        { value: '', label: t`All` },
        ...ROLES.map((role) => ({ value: role, label: roleLabel(i18n, role) })),
      ],
    },
  ];
  const columns: AdminColumn<User, UserSort>[] = [
    { key: 'firstName', header: t`First Name`, sortable: true },
    { key: 'lastName', header: t`Last Name`, sortable: true },
    { key: 'email', header: t`Email`, sortable: true },
    {
      key: 'roles',
      header: t`Roles`,
      render: (user) => user.roles.map((role) => roleLabel(i18n, role)).join(', '),
    },
    {
      key: 'emailConfirmed',
      header: t`E-mail confirmed`,
      render: (user) => (user.emailConfirmed ? t`Yes` : t`No`),
    },
  ];
  return (
    <AdminListPage
      title={t`Users`}
      detailPath="/admin/users"
      columns={columns}
      defaultSort={{ key: 'firstName', direction: 'ASC' }}
      usePage={useFilteredUsersPage}
      searchLabel={t`Search users`}
      selects={selects}
      actions={<DownloadButton spreadsheet="users">{t`Download Users`}</DownloadButton>}
    />
  );
}
