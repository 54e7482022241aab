import type { ContactMessage } from '@rentacar/api';
import { useContactMessagesPage, type ContactMessageSort } from '../../api/contactMessages';
import type { SortedPageRequest } from '../../api/admin';
import { AdminListPage, type AdminColumn } from '../AdminListPage';
import { optional, type ListFilterValues } from '../useListFilters';

const columns: AdminColumn<ContactMessage, ContactMessageSort>[] = [
  { key: 'subject', header: 'Subject', sortable: true },
  { key: 'name', header: 'Visitor', sortable: true },
];

const useFilteredMessagesPage = (
  query: SortedPageRequest<ContactMessageSort>,
  filters: ListFilterValues,
) => useContactMessagesPage(query, { q: optional(filters.q) });

export default function MessagesPage() {
  return (
    <AdminListPage
      title="Messages"
      detailPath="/admin/messages"
      columns={columns}
      defaultSort={{ key: 'subject', direction: 'ASC' }}
      usePage={useFilteredMessagesPage}
      searchLabel="Search messages"
    />
  );
}
