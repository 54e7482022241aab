import { ROLES, type User } from '@rentacar/contract';
import { useFilteredUsersPage, type UserSort } from '../users';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';
import { roleLabel } from '../../../shell/admin/roles';
import type { SelectFilterSpec } from '../../../shell/admin/useListFilters';

const selects: SelectFilterSpec[] = [
  {
    name: 'role',
    label: 'Role',
    options: [
      { value: '', label: 'All' },
      ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
    ],
  },
];

const columns: AdminColumn<User, UserSort>[] = [
  { key: 'firstName', header: 'First Name', sortable: true },
  { key: 'lastName', header: 'Last Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'roles', header: 'Roles', render: (user) => user.roles.map(roleLabel).join(', ') },
  {
    key: 'emailConfirmed',
    header: 'E-mail confirmed',
    render: (user) => (user.emailConfirmed ? 'Yes' : 'No'),
  },
];

export default function UsersPage() {
  return (
    <AdminListPage
      title="Users"
      detailPath="/admin/users"
      columns={columns}
      defaultSort={{ key: 'firstName', direction: 'ASC' }}
      usePage={useFilteredUsersPage}
      searchLabel="Search users"
      selects={selects}
      actions={<DownloadButton spreadsheet="users">Download Users</DownloadButton>}
    />
  );
}
