import { useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSection, ResetPasswordForm, type PasswordResetValues } from '@rentacar/ui';
import { logoutAtom } from './auth';
import { resetPassword } from './sessions';
import { PageMeta } from '../../shell/PageMeta';
import { useSave } from '../../shell/useSave';
import { useLingui } from '@lingui/react/macro';

/**
 * /reset-password?token=...: the page a reset e-mail links to. A reset ends every session of the
 * account, this device's too, so the page forgets it and sends the user to log in anew. A bad or
 * expired link is the server's message (a toast); the entries stay.
 */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  const { busy, save } = useSave();
  const token = searchParams.get('token') ?? '';
  const onSubmit = (values: PasswordResetValues) =>
    save(() => resetPassword({ token, ...values }), {
      success: t`Your password is updated`,
      onSaved: async () => {
        logout();
        await navigate('/auth?type=login', { replace: true });
      },
    });
  return (
    <PageSection>
      <PageMeta title={t`Reset Password`} description={t`Choose a new Rentacar password.`} />
      <ResetPasswordForm onSubmit={onSubmit} busy={busy} />
    </PageSection>
  );
}
