import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { parseRecordId } from '@rentacar/api';

/** Whether `appDistDir` holds a built app (`npm run build`); the server runs without one. */
export const hasBuiltApp = (appDistDir: string) =>
  fs.existsSync(path.join(appDistDir, 'index.html'));

export interface StaticAppOptions {
  /** The built single-page app (`app/dist`). */
  appDistDir: string;
}

/** Vite fingerprints every file under assets/: its name changes whenever its bytes do. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) names the current assets: revalidate it on every visit. */
const UNHASHED_CACHE = 'no-cache';

/** The build's prerendered pages (app/build/prerender-pages.ts): `prerendered/pages.json`. */
const PRERENDERED_DIR = 'prerendered';

interface PrerenderedPage {
  /** A Fastify route; each `:parameter` is a record id. */
  route: string;
  file: string;
  /** Whether the screen reads the query string: then a URL with one gets the plain shell. */
  readsQuery: boolean;
}

function readPrerenderedPages(appDistDir: string): PrerenderedPage[] {
  const manifest = path.join(appDistDir, PRERENDERED_DIR, 'pages.json');
  if (!fs.existsSync(manifest)) return [];
  return JSON.parse(fs.readFileSync(manifest, 'utf8')) as PrerenderedPage[];
}

/**
 * Whether the page's HTML is what the app renders first at this URL: the screens are prerendered
 * without a query string, and for a valid record id (any other id shows a not-found screen).
 */
function prerenderFits(page: PrerenderedPage, request: FastifyRequest): boolean {
  if (page.readsQuery && request.url.includes('?')) return false;
  const params = Object.values(request.params as Record<string, string>);
  return params.every((value) => parseRecordId(value) !== undefined);
}

/**
 * The built app at `/`: hashed assets cached for a year, index.html revalidated, and each text
 * file sent as the `.br` or `.gz` copy the build wrote beside it (app/build/precompress.ts) when
 * the browser accepts that encoding, so nothing is compressed per request. The public pages get
 * their prerendered HTML, which paints before the scripts have run. Any other page request that
 * is no file gets index.html (client routing): the errors plugin's 404 answers it, with the
 * `sendFile` this plugin provides.
 */
const staticAppPlugin: FastifyPluginAsync<StaticAppOptions> = async (app, { appDistDir }) => {
  const prerenderedPages = readPrerenderedPages(appDistDir);
  for (const page of prerenderedPages) {
    // sendFile goes through `setHeaders` below: revalidated, one cached copy per encoding.
    app.get(page.route, (request, reply) =>
      reply.sendFile(
        prerenderFits(page, request) ? path.join(PRERENDERED_DIR, page.file) : 'index.html',
      ),
    );
  }
  app.register(fastifyStatic, {
    root: appDistDir,
    // With a prerendered home page, `/` is its route above, not index.html.
    index: prerenderedPages.some((page) => page.route === '/') ? false : 'index.html',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      // The body depends on Accept-Encoding: shared caches must keep one copy per encoding.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
};

export default fastifyPlugin(staticAppPlugin, { name: 'static-app' });
