import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { RentacarThemeProvider, ToastHost } from '@rentacar/ui';
import { AppRoutes } from './routes/routes';
import { SessionGate } from './session/SessionGate';

/** Spec §8: load failures are only logged, never shown. */
const logLoadFailure = (error: unknown) => console.error(error);

const swrOptions = {
  onError: logLoadFailure,
  shouldRetryOnError: false,
  // Each mounted App owns its cache and auth state (one per page; isolated per test and story).
  provider: () => new Map(),
};

/** The whole app inside a router: `BrowserRouter` in the page, `MemoryRouter` in tests and stories. */
export function App() {
  return (
    <RentacarThemeProvider>
      <JotaiProvider>
        <SWRConfig value={swrOptions}>
          <SessionGate>
            <AppRoutes />
          </SessionGate>
          <ToastHost />
        </SWRConfig>
      </JotaiProvider>
    </RentacarThemeProvider>
  );
}
