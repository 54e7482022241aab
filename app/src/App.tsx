import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RentacarThemeProvider, ToastHost } from '@rentacar/ui';
import { SessionGate } from './session/SessionGate';

type Router = ReturnType<typeof createBrowserRouter>;

/** Spec §8: load failures are only logged, never shown. */
const logLoadFailure = (error: unknown) => console.error(error);

const swrOptions = {
  onError: logLoadFailure,
  shouldRetryOnError: false,
  // Each mounted App owns its cache and auth state (one per page; isolated per test and story).
  provider: () => new Map(),
};

export function App({ router }: { router: Router }) {
  return (
    <RentacarThemeProvider>
      <JotaiProvider>
        <SWRConfig value={swrOptions}>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
          <ToastHost />
        </SWRConfig>
      </JotaiProvider>
    </RentacarThemeProvider>
  );
}
