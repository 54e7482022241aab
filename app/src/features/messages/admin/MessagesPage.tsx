import type { ContactMessage } from '@rentacar/contract';
import { useFilteredContactMessagesPage, type ContactMessageSort } from '../messages';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { useLingui } from '@lingui/react/macro';

export default function MessagesPage() {
  const { t } = useLingui();
  const columns: AdminColumn<ContactMessage, ContactMessageSort>[] = [
    { key: 'subject', header: t`Subject`, sortable: true },
    { key: 'name', header: t`Visitor`, sortable: true },
  ];
  return (
    <AdminListPage
      title={t`Messages`}
      detailPath="/admin/messages"
      columns={columns}
      defaultSort={{ key: 'subject', direction: 'ASC' }}
      usePage={useFilteredContactMessagesPage}
      searchLabel={t`Search messages`}
    />
  );
}
