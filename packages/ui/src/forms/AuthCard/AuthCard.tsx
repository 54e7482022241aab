import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { Button, ButtonLink } from '../../shell/Button';
import type { LoginValues, RegisterValues } from '../schemas';
import { LoginForm } from '../LoginForm';
import { RegisterForm } from '../RegisterForm';
import type { SubmitHandler } from '../SchemaForm';
import { Card, Tab, TabList, TopBar } from './styles';

export type AuthTab = 'login' | 'register';

const tabs: readonly { id: AuthTab; label: MessageDescriptor }[] = [
  { id: 'login', label: msg`Login` },
  { id: 'register', label: msg`Register` },
];

export interface AuthCardProps {
  /** The open tab (the page's `type` query value). */
  activeTab: AuthTab;
  /** The user switched between Login and Register. */
  onTabChange: (tab: AuthTab) => void;
  /** Logs in with the submitted e-mail and password. */
  onLogin: SubmitHandler<LoginValues>;
  /** Resolve `true` after a successful registration to clear the form (then switch to login). */
  onRegister: SubmitHandler<RegisterValues>;
  /** The login request is running. */
  loginBusy?: boolean;
  /** The registration request is running. */
  registerBusy?: boolean;
  /** Back one step in the history. */
  onBack: () => void;
  /** Where the Home link goes. */
  homeHref?: string;
  /** Where the login tab's "Forgot password?" goes; without it there is no link. */
  forgotPasswordHref?: string;
  /** Renders the links; pass your router's link (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
}

/**
 * The login page's card: Back and Home buttons over two tabs, Login (`LoginForm`) and Register
 * (`RegisterForm`). The page owns the open tab (`activeTab`, e.g. from the URL); arrow keys, Home
 * and End move between the tabs (WAI-ARIA tabs pattern).
 */
export function AuthCard({
  activeTab,
  onTabChange,
  onLogin,
  onRegister,
  loginBusy,
  registerBusy,
  onBack,
  homeHref = '/',
  forgotPasswordHref,
  linkComponent,
}: AuthCardProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const tabRefs = useRef(new Map<AuthTab, HTMLButtonElement>());

  // Arrow keys move between the tabs and open the one they reach (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === activeTab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target =
      event.key === 'Home'
        ? tabs[0]
        : event.key === 'End'
          ? tabs[tabs.length - 1]
          : step
            ? tabs[(index + step + tabs.length) % tabs.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    onTabChange(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <Card aria-label={t`Login or register`}>
      <TopBar>
        <Button variant="outline" size="sm" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <ButtonLink variant="outline" size="sm" href={homeHref} linkComponent={linkComponent}>
          <Trans>Home</Trans>
        </ButtonLink>
      </TopBar>
      <TabList role="tablist" aria-label={t`Login or register`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-selected={tab.id === activeTab}
            aria-controls={tab.id === activeTab ? `${id}-${tab.id}-panel` : undefined}
            tabIndex={tab.id === activeTab ? 0 : -1}
            $active={tab.id === activeTab}
            onClick={() => onTabChange(tab.id)}
          >
            {i18n._(tab.label)}
          </Tab>
        ))}
      </TabList>
      <div
        role="tabpanel"
        id={`${id}-${activeTab}-panel`}
        aria-labelledby={`${id}-${activeTab}-tab`}
      >
        {activeTab === 'login' ? (
          <LoginForm
            onSubmit={onLogin}
            busy={loginBusy}
            forgotPasswordHref={forgotPasswordHref}
            linkComponent={linkComponent}
          />
        ) : (
          <RegisterForm onSubmit={onRegister} busy={registerBusy} />
        )}
      </div>
    </Card>
  );
}
