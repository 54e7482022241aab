import { EMAIL_STATUSES, type OutboxEmail } from '@rentacar/contract';
import { formatDisplayDate, formatDisplayTime } from '@rentacar/rules';
import { EMAIL_STATUS_LABELS } from '@rentacar/ui';
import { useFilteredEmailsPage, type EmailSort } from '../emails';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import type { SelectFilterSpec } from '../../../shell/admin/useListFilters';

const columns: AdminColumn<OutboxEmail, EmailSort>[] = [
  {
    key: 'createdAt',
    header: 'Queued',
    sortable: true,
    render: (email) =>
      `${formatDisplayDate(email.createdAt)} ${formatDisplayTime(email.createdAt)}`,
  },
  { key: 'recipient', header: 'Recipient', sortable: true },
  { key: 'subject', header: 'Subject', sortable: true },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (email) => EMAIL_STATUS_LABELS[email.status],
  },
  { key: 'attempts', header: 'Attempts', sortable: true },
  { key: 'lastError', header: 'Last error', render: (email) => email.lastError ?? '' },
];

const selects: SelectFilterSpec[] = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      ...EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] })),
    ],
  },
];

/** /admin/emails: the outbox, newest first; a row opens its preview. */
export default function EmailsPage() {
  return (
    <AdminListPage
      title="E-mails"
      detailPath="/admin/emails"
      columns={columns}
      defaultSort={{ key: 'createdAt', direction: 'DESC' }}
      usePage={useFilteredEmailsPage}
      searchLabel="Search e-mails"
      selects={selects}
    />
  );
}
