import { AdminHeading, MessageView } from '@rentacar/ui';
import { deleteContactMessage, useContactMessage } from '../messages';
import NotFoundPage from '../../../shell/NotFoundPage';
import { useIdParam } from '../../../shell/useIdParam';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

function MessageDetail({ messageId }: { messageId: number }) {
  const { t } = useLingui();
  const { data: message, isLoading } = useContactMessage(messageId);
  const { formProps } = useRecordActions({
    listPath: '/admin/messages',
    lists: ['listContactMessages'],
    record: 'getContactMessage',
    remove: () => deleteContactMessage(messageId),
    removedMessage: t`Message was deleted`,
  });
  return (
    <>
      <PageMeta title={t`Message · Admin Panel`} />
      <AdminHeading>{t`Message`}</AdminHeading>
      <MessageView
        loading={isLoading}
        message={message}
        onCancel={formProps.onCancel}
        onDelete={formProps.onDelete}
        deleting={formProps.deleting}
      />
    </>
  );
}

/**
 * /admin/messages/:messageId (spec §4): a spinner, then the message. A failed load is only logged
 * and leaves the view empty. Delete (confirmed) is busy until the answer, then goes back on success.
 */
export default function MessageDetailPage() {
  const messageId = useIdParam('messageId');
  return messageId === undefined ? <NotFoundPage /> : <MessageDetail messageId={messageId} />;
}
