import type { ContactMessage } from '@rentacar/contract';
import { useFilteredContactMessagesPage, type ContactMessageSort } from '../messages';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';

const columns: AdminColumn<ContactMessage, ContactMessageSort>[] = [
  { key: 'subject', header: 'Subject', sortable: true },
  { key: 'name', header: 'Visitor', sortable: true },
];

export default function MessagesPage() {
  return (
    <AdminListPage
      title="Messages"
      detailPath="/admin/messages"
      columns={columns}
      defaultSort={{ key: 'subject', direction: 'ASC' }}
      usePage={useFilteredContactMessagesPage}
      searchLabel="Search messages"
    />
  );
}
