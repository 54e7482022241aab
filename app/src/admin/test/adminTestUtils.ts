import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loggedInAs, server } from '@rentacar/mocks/node';
import { renderApp } from '../../test/renderApp';

// The first render restores the session and loads the admin chunk, slower than a screen update.
const FIRST_RENDER_TIMEOUT_MS = 10_000;

/** Opens `path` as the demo administrator, once the admin layout is on screen. */
export async function renderAsAdmin(path: string) {
  loggedInAs('admin@example.com');
  const rendered = renderApp(path);
  await screen.findByRole('navigation', { name: 'Admin' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return rendered;
}

afterEach(() => server.events.removeAllListeners());

/** Every API request from now on, as `METHOD /api/path?query` in the order they were sent. */
export function recordRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return requests;
}
