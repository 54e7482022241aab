import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  loginAdmin,
  startTestServer,
  temporaryDir,
  TEST_JWT_SECRET,
  uploadPng,
  VEHICLE_INPUT,
  type TestServer,
} from './helpers.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it travelled, still encoded. */
  body: Buffer;
}

/**
 * A GET that sends exactly the given Accept-Encoding (and any other header) and leaves the body
 * as it arrived.
 */
function get(
  url: string,
  acceptEncoding?: string,
  otherHeaders: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...otherHeaders,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    };
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decoded({ headers, body }: RawResponse): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const indexHtml = `<!doctype html><title>Rentacar</title>${'<!-- padding -->'.repeat(100)}`;
const script = `console.log(${JSON.stringify('vehicle '.repeat(400))});`;

/** Writes a file and, as the app build does, its .br and .gz copies. */
function writePrecompressed(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

describe('compression and caching', () => {
  let server: TestServer;
  const appDistDir = temporaryDir();

  beforeAll(async () => {
    fs.mkdirSync(path.join(appDistDir, 'assets'));
    writePrecompressed(path.join(appDistDir, 'index.html'), indexHtml);
    writePrecompressed(path.join(appDistDir, 'assets', 'index-abc123.js'), script);
    // Images are not precompressed: they are sent as they are.
    fs.writeFileSync(path.join(appDistDir, 'assets', 'hero-abc123.webp'), 'RIFF-webp-bytes');
    server = await startTestServer('sqlite', { appDistDir });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('sends a hashed script brotli-compressed, cached for a year as immutable', async () => {
    const response = await get(`${server.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(decoded(response)).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and plain bytes to one that accepts neither', async () => {
    const gzipped = await get(`${server.url}/assets/index-abc123.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(script);

    const plain = await get(`${server.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends index.html, for / and for client routes, compressed and revalidated on every visit', async () => {
    for (const page of ['/', '/vehicles/3']) {
      const response = await get(`${server.url}${page}`, 'br, gzip');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(indexHtml);
    }
  });

  it('compresses API answers for clients that accept it, and only for them', async () => {
    const compressed = await get(`${server.api}/car/visitors/all`, 'gzip, deflate, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const vehicles = JSON.parse(decoded(compressed)) as Array<{ model: string }>;
    expect(vehicles.length).toBeGreaterThan(0);

    const plain = await get(`${server.api}/car/visitors/all`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(vehicles);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('sends an image as it is, cached as immutable', async () => {
    const response = await get(`${server.url}/assets/hero-abc123.webp`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.toString()).toBe('RIFF-webp-bytes');
  });
});

/** The build's list of prerendered pages, and of the renderer the server runs for some. */
function writePagesJson(appDistDir: string, pages: object[]) {
  const manifest = { renderer: 'renderer/renderPage.mjs', pages };
  fs.writeFileSync(path.join(appDistDir, 'prerendered', 'pages.json'), JSON.stringify(manifest));
}

describe('prerendered pages', () => {
  let server: TestServer;
  const appDistDir = temporaryDir();
  const prerendered = (name: string) => `<!doctype html><title>${name}</title>${'<p>'.repeat(400)}`;
  const pages = [
    { route: '/', file: 'home.html', readsQuery: false, rendersWithData: false },
    { route: '/vehicles', file: 'vehicles.html', readsQuery: true, rendersWithData: false },
    {
      route: '/vehicles/:vehicleId',
      file: 'vehicle.html',
      readsQuery: false,
      rendersWithData: false,
    },
  ];

  beforeAll(async () => {
    writePrecompressed(path.join(appDistDir, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(appDistDir, 'prerendered'));
    for (const { file } of pages) {
      writePrecompressed(path.join(appDistDir, 'prerendered', file), prerendered(file));
    }
    writePagesJson(appDistDir, pages);
    server = await startTestServer('sqlite', { appDistDir });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('sends each page its prerendered HTML, compressed and revalidated on every visit', async () => {
    const expected = {
      '/': 'home.html',
      '/vehicles': 'vehicles.html',
      '/vehicles/3': 'vehicle.html',
    };
    for (const [page, file] of Object.entries(expected)) {
      const response = await get(`${server.url}${page}`, 'br, gzip');
      expect(response.status, page).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response), page).toBe(prerendered(file));
    }
    // A page that does not read the query keeps its HTML with one (a campaign tag, say).
    expect(decoded(await get(`${server.url}/?utm_source=mail`))).toBe(prerendered('home.html'));
  });

  it('sends the plain shell where the prerendered screen would not match the URL', async () => {
    const shellPages = [
      // The list reads its filters and page from the query.
      '/vehicles?page=2',
      // Not a record id: the app shows its not-found screen, not the loading one.
      '/vehicles/abc',
      '/vehicles/0',
      '/vehicles/1.5',
      '/vehicles/99999999999999999999',
      // Not prerendered at all.
      '/admin',
    ];
    for (const page of shellPages) {
      const response = await get(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.body.toString(), page).toBe(indexHtml);
    }
  });

  it('still answers the API under the prerendered routes', async () => {
    const response = await get(`${server.api}/car/visitors/all`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe("prerendered pages in the visitor's language", () => {
  let server: TestServer;
  const appDistDir = temporaryDir();
  const page = (language: string) => `<!doctype html><html lang="${language}"><title>home</title>`;

  beforeAll(async () => {
    writePrecompressed(path.join(appDistDir, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(appDistDir, 'prerendered', 'es'), { recursive: true });
    writePrecompressed(path.join(appDistDir, 'prerendered', 'home.html'), page('en'));
    writePrecompressed(path.join(appDistDir, 'prerendered', 'es', 'home.html'), page('es'));
    writePagesJson(appDistDir, [
      {
        route: '/',
        file: 'home.html',
        translatedFiles: { es: 'es/home.html' },
        readsQuery: false,
        rendersWithData: false,
      },
    ]);
    server = await startTestServer('sqlite', { appDistDir });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  const homeIn = async (headers: Record<string, string>) =>
    decoded(await get(`${server.url}/`, 'gzip', headers));

  it('sends the page in the first language of Accept-Language the site speaks', async () => {
    expect(await homeIn({ 'accept-language': 'fr-FR, es-MX;q=0.9, en;q=0.8' })).toBe(page('es'));
    expect(await homeIn({ 'accept-language': 'en-GB, es;q=0.5' })).toBe(page('en'));
    expect(await homeIn({ 'accept-language': 'de' })).toBe(page('en'));
    expect(await homeIn({})).toBe(page('en'));
  });

  it("prefers the visitor's remembered choice, and tells caches the page depends on both", async () => {
    expect(await homeIn({ 'accept-language': 'es', cookie: 'theme=dark; lang=en' })).toBe(
      page('en'),
    );
    expect(await homeIn({ 'accept-language': 'en', cookie: 'lang=es' })).toBe(page('es'));
    // A language the site does not speak counts as no choice.
    expect(await homeIn({ 'accept-language': 'es', cookie: 'lang=xx' })).toBe(page('es'));
    const response = await get(`${server.url}/`, 'gzip', { cookie: 'lang=es' });
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);
  });
});

// Above the compression threshold, as a real page is.
const shell = `<!doctype html><html><head><title>Rentacar</title>${'<!-- padding -->'.repeat(100)}</head><body><div id="root"></div></body></html>`;
const prerenderedVehicle = '<!doctype html><title>vehicle, before any data</title>';
/**
 * A stand-in for the app's renderer (app/src/shell/prerender/renderPage.tsx), with its signature: it
 * asks the given fetch for the vehicle the URL names and writes its model and the page's absolute
 * URL into the template, or fails when there is none.
 */
const renderer = `
  export async function renderDocument(template, location, { fetch, origin }) {
    const id = location.split('/').pop();
    const response = await fetch(new Request('http://localhost/api/car/visitors/' + id));
    if (!response.ok) throw new Error('no vehicle ' + id);
    const vehicle = await response.json();
    return template.replace('<div id="root"></div>', '<div id="root"><h1>' + vehicle.model + '</h1><p>' + origin + location + '</p></div>');
  }
`;

/** What the stand-in renderer makes of the shell for a vehicle at a URL. */
const renderedVehicle = (model: string, url: string) =>
  shell.replace('<div id="root"></div>', `<div id="root"><h1>${model}</h1><p>${url}</p></div>`);

/** A build whose vehicle page the server renders with its data, by the stand-in renderer. */
function writeRenderedVehiclePage(appDistDir: string) {
  writePrecompressed(path.join(appDistDir, 'index.html'), shell);
  fs.mkdirSync(path.join(appDistDir, 'prerendered', 'renderer'), { recursive: true });
  fs.writeFileSync(path.join(appDistDir, 'prerendered', 'renderer', 'renderPage.mjs'), renderer);
  fs.writeFileSync(path.join(appDistDir, 'prerendered', 'vehicle.html'), prerenderedVehicle);
  writePagesJson(appDistDir, [
    {
      route: '/vehicles/:vehicleId',
      file: 'vehicle.html',
      readsQuery: false,
      rendersWithData: true,
    },
  ]);
}

describe('pages rendered with their data', () => {
  let server: TestServer;
  const appDistDir = temporaryDir();

  beforeAll(async () => {
    writeRenderedVehiclePage(appDistDir);
    server = await startTestServer('sqlite', { appDistDir });
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  it('renders the page with the data the API answers, compressed and revalidated', async () => {
    const [vehicle] = (await (await fetch(`${server.api}/car/visitors/all`)).json()) as {
      id: number;
      model: string;
    }[];
    const response = await get(`${server.url}/vehicles/${vehicle!.id}`, 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(
      renderedVehicle(vehicle!.model, `${server.url}/vehicles/${vehicle!.id}`),
    );
  });

  it('renders each origin its own page, as the page names its absolute URL', async () => {
    const [vehicle] = (await (await fetch(`${server.api}/car/visitors/all`)).json()) as {
      id: number;
      model: string;
    }[];
    const page = `/vehicles/${vehicle!.id}`;
    const elsewhere = await get(`${server.url}${page}`, undefined, { host: 'rentacar.example' });
    expect(elsewhere.body.toString()).toBe(
      renderedVehicle(vehicle!.model, `http://rentacar.example${page}`),
    );
    // The page just rendered for the other origin is not sent here.
    const here = await get(`${server.url}${page}`);
    expect(here.body.toString()).toBe(renderedVehicle(vehicle!.model, `${server.url}${page}`));
  });

  it('sends the page as prerendered, before any data, when the render fails', async () => {
    const response = await get(`${server.url}/vehicles/999999`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(prerenderedVehicle);
  });

  it('serves none of its own inputs (pages, page list, renderer) as files', async () => {
    for (const file of ['pages.json', 'vehicle.html', 'renderer/renderPage.mjs']) {
      const response = await get(`${server.url}/prerendered/${file}`);
      expect(response.body.toString(), file).toBe(shell);
    }
  });
});

describe('vehicle pages rendered moments ago', () => {
  const appDistDir = temporaryDir();
  /** Long enough for a write and a page request on a busy CI machine, short enough to wait out. */
  const maxAgeMs = 3000;
  let server: TestServer;
  /**
   * A second instance on the same database, as behind a load balancer. Several instances share
   * PostgreSQL (docs/deploy.md); SQLite is one process's file.
   */
  let otherInstance: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    writeRenderedVehiclePage(appDistDir);
    // Instances accept each other's tokens through a shared secret, as in a deployment.
    const shared = { appDistDir, jwtSecret: TEST_JWT_SECRET };
    server = await startTestServer('postgres', { ...shared, renderedPageMaxAgeMs: maxAgeMs });
    otherInstance = await startTestServer('postgres', {
      ...shared,
      databaseSchema: server.databaseSchema,
    });
    adminToken = await loginAdmin(server.api);
  });
  afterAll(async () => {
    // Its schema is the first instance's: that one's destroy drops it.
    await otherInstance.destroy();
    await server.destroy();
    fs.rmSync(appDistDir, { recursive: true, force: true });
  });

  /** Uploads a picture through `api` and returns its id. */
  async function uploadImage(api: string): Promise<string> {
    const upload = await uploadPng(api, adminToken);
    return (upload.body as { imageId: string }).imageId;
  }

  /** Creates a vehicle through `api` and returns its id. */
  async function createVehicle(api: string, model: string): Promise<number> {
    const imageId = await uploadImage(api);
    await call(`${api}/car/admin/${imageId}/add`, {
      method: 'POST',
      token: adminToken,
      json: { ...VEHICLE_INPUT, model },
    });
    const all = await call(`${api}/car/visitors/all`);
    return (all.body as { id: number; image: string[] }[]).find((v) => v.image[0] === imageId)!.id;
  }

  async function rename(api: string, id: number, imageId: string, model: string) {
    const answer = await call(`${api}/car/admin/auth?id=${id}&imageId=${imageId}`, {
      method: 'PUT',
      token: adminToken,
      json: { ...VEHICLE_INPUT, model },
    });
    expect(answer.status).toBe(200);
  }

  const pageOf = async (id: number) => (await get(`${server.url}/vehicles/${id}`)).body.toString();

  it('shows a change made through this instance at once', async () => {
    const id = await createVehicle(server.api, 'Cached Car');
    const imageId = await uploadImage(server.api);
    expect(await pageOf(id)).toContain('<h1>Cached Car</h1>');
    await rename(server.api, id, imageId, 'Renamed Car');
    expect(await pageOf(id)).toContain('<h1>Renamed Car</h1>');
  });

  it('shows a change made through another instance once its render is a max age old', async () => {
    const id = await createVehicle(server.api, 'Shared Car');
    // Uploaded first, so that only the rename itself falls within the page's max age.
    const imageId = await uploadImage(otherInstance.api);
    const renderedAt = Date.now();
    expect(await pageOf(id)).toContain('<h1>Shared Car</h1>');
    await rename(otherInstance.api, id, imageId, 'Elsewhere Renamed Car');
    // Visitors meanwhile get the page as rendered, without a render of their own.
    expect(await pageOf(id)).toContain('<h1>Shared Car</h1>');
    const rest = renderedAt + maxAgeMs + 100 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(rest, 0)));
    expect(await pageOf(id)).toContain('<h1>Elsewhere Renamed Car</h1>');
  });
});
