import type { User } from '@rentacar/api';
import { useUsersPage, type UserSort } from '../../api/users';
import { AdminListPage, type AdminColumn } from '../AdminListPage';
import { DownloadButton } from '../DownloadButton';
import { roleLabel } from '../roles';

const columns: AdminColumn<User, UserSort>[] = [
  { key: 'firstName', header: 'First Name', sortable: true },
  { key: 'lastName', header: 'Last Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'roles', header: 'Roles', render: (user) => user.roles.map(roleLabel).join(', ') },
];

export default function UsersPage() {
  return (
    <AdminListPage
      title="Users"
      detailPath="/admin/users"
      columns={columns}
      defaultSort={{ key: 'firstName', direction: 'ASC' }}
      usePage={useUsersPage}
      actions={<DownloadButton spreadsheet="users">Download Users</DownloadButton>}
    />
  );
}
