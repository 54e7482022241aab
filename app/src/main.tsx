import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { enableRoutePrefetch } from './routes/prefetch';
import { routes } from './routes/routes';

/** Demo mode (`vite --mode mock`): the MSW worker answers /api, so no server is needed. */
async function startDemoBackend() {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('@rentacar/mocks/browser');
  await startMockWorker();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

enableRoutePrefetch(routes);
void startDemoBackend().then(() => {
  const root = createRoot(rootElement);
  // A transition renders in slices that yield to the browser between them, instead of one long
  // task that blocks input while the first screen renders (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
