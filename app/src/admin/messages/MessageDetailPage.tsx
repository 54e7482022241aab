import { MessageView } from '@rentacar/ui';
import { useRevalidate } from '../../api/admin';
import { deleteContactMessage, useContactMessage } from '../../api/contactMessages';
import NotFoundPage from '../../pages/NotFoundPage';
import { useIdParam } from '../../pages/useIdParam';
import { AdminHeading } from '../layout';
import { useAdminAction } from '../useAdminAction';
import { useGoBack } from '../useGoBack';

/**
 * /admin/messages/:messageId (spec §4): a spinner, then the message. A failed load is only logged
 * and leaves the view empty. Delete (confirmed) is busy until the answer, then goes back on success.
 */
export default function MessageDetailPage() {
  const messageId = useIdParam('messageId');
  const { data: message, isLoading } = useContactMessage(messageId);
  const goBack = useGoBack('/admin/messages');
  const revalidate = useRevalidate();
  const deleting = useAdminAction();
  if (messageId === undefined) return <NotFoundPage />;
  const remove = async () => {
    if (await deleting.run(() => deleteContactMessage(messageId), 'Message was deleted')) {
      void revalidate('listContactMessages');
      goBack();
    }
  };
  return (
    <>
      <AdminHeading>Message</AdminHeading>
      <MessageView
        loading={isLoading}
        message={message}
        onCancel={goBack}
        onDelete={() => void remove()}
        deleting={deleting.busy}
      />
    </>
  );
}
