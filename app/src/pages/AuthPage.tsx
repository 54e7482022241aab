import { useSetAtom } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { clearStoredToken } from '@rentacar/api';
import {
  AuthCard,
  notify,
  type AuthTab,
  type LoginValues,
  type RegisterValues,
} from '@rentacar/ui';
import { failureMessage } from '../api/errors';
import { saveWithToasts } from '../api/saveWithToasts';
import { logIn, register } from '../api/session';
import type { RedirectState } from '../routes/guards';
import { RouterLink } from '../routes/RouterLink';
import { loginFailedAtom, loginSuccessAtom } from '../state/auth';
import { PageSection } from './layout';

/** /auth?type=login|register: the tab follows the query; anything else opens login. */
export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const loginFailed = useSetAtom(loginFailedAtom);
  const activeTab: AuthTab = searchParams.get('type') === 'register' ? 'register' : 'login';
  // Where a guard interrupted the user; kept while switching tabs.
  const redirectState = location.state as RedirectState | null;

  const showTab = (tab: AuthTab) =>
    setSearchParams({ type: tab }, { replace: true, state: redirectState });

  const onLogin = async (credentials: LoginValues) => {
    try {
      loginSuccess(await logIn(credentials));
    } catch (error) {
      clearStoredToken();
      loginFailed();
      notify.error(failureMessage(error));
      return;
    }
    await navigate(redirectState?.from ?? '/', { replace: true });
  };

  const onRegister = async (registration: RegisterValues) => {
    const registered = await saveWithToasts(() => register(registration), 'You are registered');
    if (registered) showTab('login');
    return registered;
  };

  return (
    <PageSection>
      <AuthCard
        activeTab={activeTab}
        onTabChange={showTab}
        onLogin={onLogin}
        onRegister={onRegister}
        onBack={() => void navigate(-1)}
        linkComponent={RouterLink}
      />
    </PageSection>
  );
}
