import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, useState } from 'react';
import { SWRConfig, type State } from 'swr';
import { FieldLimits, RentacarThemeProvider, ToastHost } from '@rentacar/ui';
import type { PageData } from './prerender/pageData';
import { money } from './config/site';
import { createI18n } from './i18n/i18n';
import { AppRoutes } from './routes/appRoutes';
import { SessionGate } from '../features/sessions/SessionGate';
import { FIELD_MAX_LENGTHS } from './fieldMaxLengths';

/** Spec §8: load failures are only logged, never shown. */
const logLoadFailure = (error: unknown) => console.error(error);

/**
 * A new SWR cache holding the answers the page was rendered with, as loaded (`isLoading: false`):
 * the first render shows them, as the server's did, and SWR revalidates them as it mounts.
 */
const cacheWith = (pageData: PageData) => () =>
  new Map<string, State>(
    Object.entries(pageData).map(([key, data]) => [
      key,
      { data, isLoading: false, isValidating: false },
    ]),
  );

/** A page the browser renders itself has no data from the server. */
const NO_PAGE_DATA: PageData = {};

export interface AppProps {
  /**
   * The translations, in the language the page is shown in (`shell/i18n/i18n.ts`): the page's
   * own (main.tsx) or the server's render's. English without one (tests and stories).
   */
  i18n?: I18n;
  /** The data of the page the server rendered, by SWR key (`shell/prerender/pageData.ts`). */
  pageData?: PageData;
}

/** The whole app inside a router: `BrowserRouter` in the page, `MemoryRouter` in tests and stories. */
export function App({ i18n: givenI18n, pageData = NO_PAGE_DATA }: AppProps) {
  const [i18n] = useState(() => givenI18n ?? createI18n('en'));
  const swrOptions = useMemo(
    () => ({
      onError: logLoadFailure,
      shouldRetryOnError: false,
      // Each mounted App owns its cache and auth state (one per page; isolated per test and story).
      provider: cacheWith(pageData),
    }),
    [pageData],
  );
  return (
    <I18nProvider i18n={i18n}>
      <RentacarThemeProvider money={money}>
        <FieldLimits maxLengths={FIELD_MAX_LENGTHS}>
          <JotaiProvider>
            <SWRConfig value={swrOptions}>
              <SessionGate>
                <AppRoutes />
              </SessionGate>
              <ToastHost />
            </SWRConfig>
          </JotaiProvider>
        </FieldLimits>
      </RentacarThemeProvider>
    </I18nProvider>
  );
}
