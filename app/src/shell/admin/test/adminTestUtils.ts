import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { server } from '@rentacar/mocks/node';
import { signInAs, signInKeepingPageLanguage } from '../../../test/signIn';
import { renderApp } from '../../../test/renderApp';

// The first render restores the session and loads the admin chunk, slower than a screen update.
const FIRST_RENDER_TIMEOUT_MS = 10_000;

/**
 * Opens `path` as the demo administrator, once the admin layout is on screen; in English, or in the
 * language of `i18n`, chosen in this browser (the account's own stays English).
 */
export async function renderAsAdmin(path: string, i18n?: I18n) {
  if (i18n) signInKeepingPageLanguage('admin@example.com');
  else signInAs('admin@example.com');
  const rendered = renderApp(path, i18n);
  // The sidebar: 'Admin' in English, 'Administración' in Spanish.
  await screen.findByRole(
    'navigation',
    { name: /^Admin(istra\p{L}+)?$/u },
    { timeout: FIRST_RENDER_TIMEOUT_MS },
  );
  return rendered;
}

afterEach(() => server.events.removeAllListeners());

// Node's fetch (whose requests MSW answers) sends jsdom's FormData as the text '[object FormData]':
// multipart uploads in these tests are built from Node's own FormData, File and Blob.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob });

// jsdom has no object URLs; the image preview and the spreadsheet download create and revoke them.
URL.createObjectURL = () => 'blob:rentacar-test';
URL.revokeObjectURL = () => {};

/** A real 1 x 1 PNG: the mock checks uploads by their bytes. */
export const pngFile = (name = 'car.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/** The JSON bodies sent with `method` to `pathname` (e.g. 'PUT', '/api/user/3/auth'), in order. */
export function recordJsonBodies(method: string, pathname: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

/** The requests that change something (not GET), in order. */
export const changes = (requests: readonly string[]) =>
  requests.filter((request) => !request.startsWith('GET '));

/** Every API request from now on, as `METHOD /api/path?query` in the order they were sent. */
export function recordRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** Presses the edit screen's Delete, then the confirmation dialog's. */
export async function deleteAfterConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
}
