import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getStoredToken } from '@rentacar/api';
import { App } from './App';
import { readPageData } from './prerender/pageData';
import { enableRoutePrefetch, loadRouteScreens } from './routes/prefetch';
import { routes } from './routes/routes';

/** Demo mode (`vite --mode mock`): the MSW worker answers /api, so no server is needed. */
async function startDemoBackend() {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('@rentacar/mocks/browser');
  await startMockWorker();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * Resolves in a task of its own. Evaluating the scripts is one long task already; asking for the
 * screen's chunks (a `<link rel="modulepreload">` each) would otherwise be appended to it, so the
 * browser could neither paint nor handle input until both were done.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

enableRoutePrefetch(routes);
void startDemoBackend().then(async () => {
  await nextTask();
  // The server sends public pages rendered as a logged-out visitor sees them, before any data or,
  // for the vehicle pages, with it (app/build/prerender-pages.ts): hydrating keeps that paint.
  // With a stored session the first screen differs (the session is restored first), so the app
  // renders from scratch instead. Decided here, not while the scripts evaluate: the browser's
  // first read of localStorage waits on its storage (about 20 ms on a slow machine).
  const hydratesPrerenderedPage = rootElement.hasChildNodes() && getStoredToken() === null;
  const app = (
    <StrictMode>
      <BrowserRouter>
        {/* The data the server rendered the page with, if it did: hydration renders the same. */}
        <App pageData={readPageData(document)} />
      </BrowserRouter>
    </StrictMode>
  );
  // The prerendered page stays up meanwhile.
  if (hydratesPrerenderedPage) await loadRouteScreens(window.location.pathname);
  // A transition renders in slices that yield to the browser between them, instead of one long
  // task that blocks input while the first screen renders (Total Blocking Time).
  startTransition(() => {
    if (hydratesPrerenderedPage) {
      hydrateRoot(rootElement, app);
    } else {
      createRoot(rootElement).render(app);
    }
  });
});
