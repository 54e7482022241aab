import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SERVICE_WORKER_PATH, mockServiceWorker } from './mock-service-worker';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** The icons and manifest the page links to, and the icons the manifest lists. */
async function linkedIcons() {
  const html = await readFile(`${appDir}/index.html`, 'utf8');
  const linked = [
    ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
  ].map(([, href]) => href!);
  const manifest = JSON.parse(await readFile(`${appDir}/public/manifest.webmanifest`, 'utf8')) as {
    icons: { src: string }[];
  };
  return [...new Set([...linked, ...manifest.icons.map((icon) => icon.src)])];
}

describe('demo mode (the app on the MSW mock)', () => {
  let server: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    server = await createServer({
      root: appDir,
      configFile: `${appDir}/vite.config.ts`,
      mode: 'mock',
      logLevel: 'silent',
      server: { port: 6201, host: '127.0.0.1' },
    });
    await server.listen();
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  }, 60_000);
  afterAll(() => server?.close());

  it('serves the favicon, touch icon, manifest and its icons, as the server mode does', async () => {
    const icons = await linkedIcons();
    expect(icons).toEqual(expect.arrayContaining(['/favicon.svg', '/manifest.webmanifest']));
    for (const icon of icons) {
      const response = await fetch(`${origin}${icon}`);
      expect(response.status, icon).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()), icon).toEqual(
        await readFile(`${appDir}/public${icon}`),
      );
    }
  });

  it('serves the MSW worker that answers the API', async () => {
    const response = await fetch(`${origin}${MOCK_SERVICE_WORKER_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Mock Service Worker');
  });

  it('puts the MSW worker in the build beside the public files', async () => {
    const emitted: { fileName?: string }[] = [];
    const plugin = mockServiceWorker();
    const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>;
    await generateBundle.call({ emitFile: (file: { fileName?: string }) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual(['mockServiceWorker.js']);
  });
});
