import { AdminHeading, EmailPreview } from '@rentacar/ui';
import { resendEmail, useEmail } from '../emails';
import NotFoundPage from '../../../shell/NotFoundPage';
import { useIdParam } from '../../../shell/useIdParam';
import { useGoBack } from '../../../shell/admin/useGoBack';
import { PageMeta } from '../../../shell/PageMeta';
import { useSave } from '../../../shell/useSave';
import { useLingui } from '@lingui/react/macro';

function EmailDetail({ emailId }: { emailId: number }) {
  const { t } = useLingui();
  const { data: email, isLoading } = useEmail(emailId);
  const goBack = useGoBack('/admin/emails');
  const { busy, save } = useSave();
  const sendAgain = () =>
    void save(() => resendEmail(emailId), {
      success: t`Email Successfully Queued`,
      revalidate: ['listEmails', 'getEmail'],
    });
  return (
    <>
      <PageMeta title={t`E-mail · Admin Panel`} />
      <AdminHeading>{t`E-mail`}</AdminHeading>
      <EmailPreview
        loading={isLoading}
        email={email}
        onBack={goBack}
        onSendAgain={sendAgain}
        sending={busy}
      />
    </>
  );
}

/**
 * /admin/emails/:emailId: a spinner, then the e-mail as it was rendered when it was queued (what
 * is sent), with "Send again". A failed load leaves only Back.
 */
export default function EmailDetailPage() {
  const emailId = useIdParam('emailId');
  return emailId === undefined ? <NotFoundPage /> : <EmailDetail emailId={emailId} />;
}
