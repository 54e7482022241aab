import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { getStoredToken } from '@rentacar/api';
import { PageHeader, PageSection, Spinner } from '@rentacar/ui';
import { authAtom, loginSuccessAtom } from './auth';
import { useCurrentUser } from './currentUser';
import { confirmEmail } from './sessions';
import { failureMessage } from '../../shell/api/errors';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { translateApiMessage } from '../../shell/api/apiMessages';

interface Outcome {
  confirmed: boolean;
  /** The server's answer: confirmed, or why the link did not work. */
  message: string;
}

/**
 * /confirm-email?token=...: the page a welcome or confirmation e-mail links to. It sends the token
 * once on arrival (no login needed: the link may be opened on another device) and says how that
 * went; a signed-in user's profile is reloaded, so the confirmation banner goes away.
 */
export default function ConfirmEmailPage() {
  const { i18n, t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>();
  const { isUserLogin } = useAtomValue(authAtom);
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const { mutate: reloadUser } = useCurrentUser(isUserLogin ? getStoredToken() : null, {
    onSuccess: loginSuccess,
  });
  // A token works once: sending it again (a second effect run in development) would fail.
  const sentToken = useRef<string>(undefined);
  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    confirmEmail({ token }).then(
      (answer) => {
        setOutcome({ confirmed: true, message: translateApiMessage(i18n, answer.message) });
        void reloadUser().then((user) => user && loginSuccess(user));
      },
      (error: unknown) =>
        setOutcome({
          confirmed: false,
          message: translateApiMessage(i18n, failureMessage(error)),
        }),
    );
  }, [token, reloadUser, loginSuccess, i18n]);
  return (
    <>
      <PageMeta title={t`E-mail confirmation`} />
      <PageHeader title={t`E-mail confirmation`} />
      <PageSection>
        {outcome ? (
          <p role={outcome.confirmed ? 'status' : 'alert'}>{outcome.message}</p>
        ) : (
          <Spinner />
        )}
      </PageSection>
    </>
  );
}
