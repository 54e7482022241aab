import { useSetAtom } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AuthCard,
  PageSection,
  type AuthTab,
  type LoginValues,
  type RegisterValues,
} from '@rentacar/ui';
import { logIn, register } from './sessions';
import type { RedirectState } from '../../shell/routes/guards';
import { RouterLink } from '../../shell/RouterLink';
import { useSave } from '../../shell/useSave';
import { loginFailedAtom, loginSuccessAtom } from './auth';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../shell/i18n/useLanguage';
import { showSessionLanguage } from '../../shell/i18n/sessionLanguage';

/** /auth?type=login|register: the tab follows the query; anything else opens login. */
export default function AuthPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shownLanguage = useLanguage();
  const { language } = shownLanguage;
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const loginFailed = useSetAtom(loginFailedAtom);
  const { save } = useSave();
  const activeTab: AuthTab = searchParams.get('type') === 'register' ? 'register' : 'login';
  // Where a guard interrupted the user; kept while switching tabs.
  const redirectState = location.state as RedirectState | null;

  const showTab = (tab: AuthTab) =>
    setSearchParams({ type: tab }, { replace: true, state: redirectState });

  const onLogin = async (credentials: LoginValues) => {
    const loggedIn = await save(() => logIn(credentials), {
      onSaved: async (user) => {
        loginSuccess(user);
        // The language chosen on the account follows the user to this device.
        await showSessionLanguage(shownLanguage, user, { restored: false });
        await navigate(redirectState?.from ?? '/', { replace: true });
      },
    });
    if (!loggedIn) loginFailed();
  };

  const onRegister = (registration: RegisterValues) =>
    save(() => register(registration, language), {
      success: t`You are registered`,
      onSaved: () => showTab('login'),
    });

  return (
    <PageSection>
      <PageMeta
        title={activeTab === 'login' ? t`Login` : t`Register`}
        description={t`Log in to Rentacar, or register to book vehicles and manage your reservations.`}
      />
      <AuthCard
        activeTab={activeTab}
        onTabChange={showTab}
        onLogin={onLogin}
        onRegister={onRegister}
        onBack={() => void navigate(-1)}
        forgotPasswordHref="/forgot-password"
        linkComponent={RouterLink}
      />
    </PageSection>
  );
}
