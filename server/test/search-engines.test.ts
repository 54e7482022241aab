import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../src/db/database.js';
import {
  call,
  loginAdmin,
  startTestServer,
  temporaryDir,
  uploadPng,
  VEHICLE_INPUT,
  type TestServer,
} from './helpers.js';

/** A GET carrying the given Host header, as a visitor's browser or a proxy sends it. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The URLs a sitemap lists, in its order. */
const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url!);

/** Every vehicle's id, as the public API lists them. */
async function vehicleIds(api: string): Promise<number[]> {
  const vehicles = (await call(`${api}/car/visitors/all`)).body as { id: number }[];
  return vehicles.map(({ id }) => id).sort((a, b) => a - b);
}

const PUBLIC_PAGES = ['/', '/vehicles', '/locations', '/about', '/contact', '/privacy-policy'];

/** A built app: the server serves robots.txt and the sitemap beside it. */
function writeBuiltApp() {
  const appDistDir = temporaryDir();
  fs.writeFileSync(path.join(appDistDir, 'index.html'), '<!doctype html><title>Rentacar</title>');
  return appDistDir;
}

describe.each<DialectName>(['sqlite', 'postgres'])('search engines on %s', (dialect) => {
  let server: TestServer;
  const appDistDir = writeBuiltApp();

  beforeAll(async () => {
    server = await startTestServer(dialect, { appDistDir });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('answers /robots.txt as text: the private areas closed, the sitemap named', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /auth',
        'Disallow: /user',
        '',
        `Sitemap: ${server.url}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists the public pages, every branch and every vehicle in /sitemap.xml, as absolute URLs', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const ids = await vehicleIds(server.api);
    expect(ids.length).toBeGreaterThan(0);
    const branches = (await (await fetch(`${server.api}/branches/visitors`)).json()) as {
      slug: string;
    }[];
    expect(branches.length).toBeGreaterThan(0);
    expect(sitemapUrls(xml)).toEqual([
      ...PUBLIC_PAGES.map((page) => `${server.url}${page}`),
      ...branches
        .map(({ slug }) => slug)
        .sort()
        .map((slug) => `${server.url}/locations/${slug}`),
      ...ids.map((id) => `${server.url}/vehicles/${id}`),
    ]);
  });

  it('follows the vehicles: a new one is listed, a deleted one is not', async () => {
    const token = await loginAdmin(server.api);
    const upload = await uploadPng(server.api, token);
    const before = await vehicleIds(server.api);
    const created = await call(`${server.api}/car/admin/${upload.body.imageId}/add`, {
      method: 'POST',
      token,
      json: VEHICLE_INPUT,
    });
    expect(created.status).toBe(201);
    const id = (await vehicleIds(server.api)).find((each) => !before.includes(each));
    const listed = async () => sitemapUrls(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(await listed()).toContain(`${server.url}/vehicles/${id}`);

    const deleted = await call(`${server.api}/car/admin/${id}/auth`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(await listed()).not.toContain(`${server.url}/vehicles/${id}`);
  });

  it('names the origin the visitor asked for, and refuses a Host that is no host name', async () => {
    const sitemap = await getWithHost(`${server.url}/sitemap.xml`, 'rentacar.example:8080');
    expect(sitemapUrls(sitemap.body)[0]).toBe('http://rentacar.example:8080/');
    const robots = await getWithHost(`${server.url}/robots.txt`, 'rentacar.example');
    expect(robots.body).toContain('Sitemap: http://rentacar.example/sitemap.xml');

    const injected = await getWithHost(`${server.url}/sitemap.xml`, 'x"><script>');
    expect(injected.status).toBe(400);
    expect(injected.body).not.toContain('<script>');
  });
});

describe('search engines with PUBLIC_URL', () => {
  let server: TestServer;
  const appDistDir = writeBuiltApp();

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      appDistDir,
      publicUrl: 'https://rentacar.example.com',
    });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('lists every URL on the configured origin, whatever the request was sent to', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://rentacar.example.com/sitemap.xml');
    const urls = sitemapUrls(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(urls.slice(0, PUBLIC_PAGES.length)).toEqual(
      PUBLIC_PAGES.map((page) => `https://rentacar.example.com${page}`),
    );
    expect(urls.filter((url) => !url.startsWith('https://rentacar.example.com/'))).toEqual([]);
  });
});

describe('without a built app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { appDistDir: temporaryDir() });
  });
  afterAll(() => server.destroy());

  it('has no sitemap: its pages are not served', async () => {
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(404);
  });
});
