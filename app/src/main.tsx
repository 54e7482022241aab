import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getStoredToken } from '@rentacar/api';
// Before the app's modules: importing it splits their evaluation from the framework's.
import { nextTask } from './yieldAfterFramework';
import { App } from './shell/App';
import { browserLanguage, createI18n, loadMessages } from './shell/i18n/i18n';
import { readPageData } from './shell/prerender/pageData';
import { enableRoutePrefetch, loadRouteScreens } from './shell/routes/prefetch';
import { routes } from './shell/routes/appRoutes';
import { isLanguage } from '@rentacar/rules/languages';

/** Demo mode (`vite --mode mock`): the MSW worker answers /api, so no server is needed. */
async function startDemoBackend() {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('@rentacar/mocks/browser');
  await startMockWorker();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

enableRoutePrefetch(routes);
// Loading a page is a series of long tasks (evaluating the scripts, then the screen's chunk, then
// hydrating): each step waits for the next task rather than being appended to the previous one.
void startDemoBackend().then(async () => {
  await nextTask();
  // The server sends public pages rendered as a logged-out visitor sees them, before any data or,
  // for the vehicle pages, with it (app/build/prerender-pages.ts): hydrating keeps that paint.
  // With a stored session the first screen differs (the session is restored first), so the app
  // renders from scratch instead. Decided here, not while the scripts evaluate: the browser's
  // first read of localStorage waits on its storage, which would lengthen that task
  // (docs/page-start.md).
  const hydratesPrerenderedPage = rootElement.hasChildNodes() && getStoredToken() === null;
  // A page the server rendered is in the language it chose (cookie, else Accept-Language), which
  // `<html lang>` names: hydration renders the same. Otherwise the browser chooses alike.
  const page = document.documentElement;
  const language = hydratesPrerenderedPage && isLanguage(page.lang) ? page.lang : browserLanguage();
  page.lang = language;
  const i18n = createI18n(language, await loadMessages(language));
  const app = (
    <StrictMode>
      <BrowserRouter>
        {/* The data the server rendered the page with, if it did: hydration renders the same. */}
        <App i18n={i18n} pageData={readPageData(document)} />
      </BrowserRouter>
    </StrictMode>
  );
  // The prerendered page stays up meanwhile.
  if (hydratesPrerenderedPage) {
    // Matching the route table and asking for the screen's chunk in a task of their own.
    await nextTask();
    await loadRouteScreens(window.location.pathname);
    // The screen's chunk evaluated in the task that resolved the load; hydrate in the next one.
    await nextTask();
  }
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
