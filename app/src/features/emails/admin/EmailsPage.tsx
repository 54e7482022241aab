import { EMAIL_STATUSES, type OutboxEmail } from '@rentacar/contract';
import { EMAIL_STATUS_MESSAGES, useFormatDateTime } from '@rentacar/ui';
import { useFilteredEmailsPage, type EmailSort } from '../emails';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import type { SelectFilterSpec } from '../../../shell/admin/useListFilters';
import { useLingui } from '@lingui/react/macro';

/** /admin/emails: the outbox, newest first; a row opens its preview. */
export default function EmailsPage() {
  const { t, i18n } = useLingui();
  const statusLabel = (status: OutboxEmail['status']) => i18n._(EMAIL_STATUS_MESSAGES[status]);
  const formatDateTime = useFormatDateTime();
  const columns: AdminColumn<OutboxEmail, EmailSort>[] = [
    {
      key: 'createdAt',
      header: t`Queued`,
      sortable: true,
      render: (email) => formatDateTime(email.createdAt),
    },
    { key: 'recipient', header: t`Recipient`, sortable: true },
    { key: 'subject', header: t`Subject`, sortable: true },
    {
      key: 'status',
      header: t`Status`,
      sortable: true,
      render: (email) => statusLabel(email.status),
    },
    { key: 'attempts', header: t`Attempts`, sortable: true },
    { key: 'lastError', header: t`Last error`, render: (email) => email.lastError ?? '' },
  ];
  const selects: SelectFilterSpec[] = [
    {
      name: 'status',
      label: t`Status`,
      options: [
        { value: '', label: t`All` },
        ...EMAIL_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
      ],
    },
  ];
  return (
    <AdminListPage
      title={t`E-mails`}
      detailPath="/admin/emails"
      columns={columns}
      defaultSort={{ key: 'createdAt', direction: 'DESC' }}
      usePage={useFilteredEmailsPage}
      searchLabel={t`Search e-mails`}
      selects={selects}
    />
  );
}
