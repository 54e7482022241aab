import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { parseRecordId } from '@rentacar/contract';
import type { Language } from '@rentacar/contract';
import { acceptedLanguageTags, pageLanguage } from '@rentacar/rules/languages';
import { requestOrigin } from '../page-origin.js';
import { RenderedPageCache } from './rendered-pages.js';

/** Whether `appDistDir` holds a built app (`npm run build`); the server runs without one. */
export const hasBuiltApp = (appDistDir: string) =>
  fs.existsSync(path.join(appDistDir, 'index.html'));

export interface StaticAppOptions {
  /** The built single-page app (`app/dist`). */
  appDistDir: string;
  /** How long a page rendered with its data is sent again (RenderedPageCache); 0 renders each time. */
  renderedPageMaxAgeMs: number;
}

/** Methods that read; any other, answered with success, may have changed a page's data. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Vite fingerprints every file under assets/: its name changes whenever its bytes do. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) names the current assets: revalidate it on every visit. */
const UNHASHED_CACHE = 'no-cache';

/** The build's prerendered pages (app/build/prerender-pages.ts): `prerendered/pages.json`. */
const PRERENDERED_DIR = 'prerendered';

interface PrerenderedPage {
  /** A Fastify route; each `:parameter` is a record id. */
  route: string;
  /** The page in English. */
  file: string;
  /** The page in each other language, by language code (absent in builds made before the app had languages). */
  translatedFiles?: Partial<Record<Language, string>>;
  /** Whether its first render depends on the query string: then a URL with one gets the plain shell. */
  readsQuery: boolean;
  /**
   * Whether it is rendered on request, with its data, into index.html; `file` is then the
   * fallback, should that render fail.
   */
  rendersWithData: boolean;
}

/** What `prerendered/pages.json` holds. */
interface PrerenderManifest {
  /** The app's renderer module (app/src/shell/prerender/renderPage.tsx, built for Node). */
  renderer: string;
  pages: PrerenderedPage[];
}

/** The part of the app's renderer the server calls. */
interface AppRenderer {
  renderDocument(
    template: string,
    location: string,
    options: {
      fetch: (request: Request) => Promise<Response>;
      origin: string;
      language: Language;
    },
  ): Promise<string>;
}

function readManifest(appDistDir: string): PrerenderManifest | undefined {
  const manifest = path.join(appDistDir, PRERENDERED_DIR, 'pages.json');
  if (!fs.existsSync(manifest)) return undefined;
  return JSON.parse(fs.readFileSync(manifest, 'utf8')) as PrerenderManifest;
}

/**
 * The renderer's GET requests, answered by this server's own routes in process, as the visitor:
 * they count against the visitor's rate limit, not the server's own address. `anyFailed` tells
 * whether an answer was a server error, which the page then renders without.
 */
function fetchAs(app: FastifyInstance, visitor: FastifyRequest) {
  let anyFailed = false;
  const fetch = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET')
      throw new Error(`The page render may only read: ${request.method}`);
    const { pathname, search } = new URL(request.url);
    const response = await app.inject({
      method: 'GET',
      url: pathname + search,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.ip,
    });
    if (response.statusCode >= 500) anyFailed = true;
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
  return { fetch, anyFailed: () => anyFailed };
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

/** The language the visitor reads: their remembered choice (cookie), else their Accept-Language. */
const visitorLanguage = (request: FastifyRequest): Language =>
  pageLanguage(request.headers.cookie, acceptedLanguageTags(request.headers['accept-language']));

/** A page's body depends on the encoding and on the visitor's language (cookie, Accept-Language). */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * The built app at `/`: hashed assets cached for a year, index.html revalidated, and each text
 * file sent as the `.br` or `.gz` copy the build wrote beside it (app/build/precompress.ts) when
 * the browser accepts that encoding, so nothing is compressed per request. The public pages get
 * their prerendered HTML, which paints before the scripts have run; those whose largest paint
 * only the data names (the vehicle pages) are rendered on request, with it, by the app's own
 * renderer (each render serving the visitors of the next few seconds: RenderedPageCache), and
 * fall back to their prerendered HTML should that fail. Any other page request that
 * is no file gets index.html (client routing): the errors plugin's 404 answers it, with the
 * `sendFile` this plugin provides.
 */
const staticAppPlugin: FastifyPluginAsync<StaticAppOptions> = async (
  app,
  { appDistDir, renderedPageMaxAgeMs },
) => {
  const manifest = readManifest(appDistDir);
  const prerenderedPages = manifest?.pages ?? [];
  const renderer =
    manifest && prerenderedPages.some((page) => page.rendersWithData)
      ? ((await import(
          pathToFileURL(path.join(appDistDir, PRERENDERED_DIR, manifest.renderer)).href
        )) as AppRenderer)
      : undefined;
  const template = renderer && fs.readFileSync(path.join(appDistDir, 'index.html'), 'utf8');
  const renderedPages = new RenderedPageCache(renderedPageMaxAgeMs);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) renderedPages.clear();
    return payload;
  });
  for (const page of prerenderedPages) {
    // sendFile goes through `setHeaders` below: revalidated, one cached copy per encoding.
    app.get(page.route, async (request, reply) => {
      if (!prerenderFits(page, request)) return reply.sendFile('index.html');
      const language = visitorLanguage(request);
      if (renderer && template && page.rendersWithData) {
        // The page names its own absolute URL (canonical link, JSON-LD): one copy per origin,
        // and one per language.
        const origin = requestOrigin(request);
        const url = `${language} ${origin}${request.url}`;
        try {
          const html =
            renderedPages.get(url) ??
            (await renderedPages.render(url, async () => {
              const { fetch, anyFailed } = fetchAs(app, request);
              const rendered = await renderer.renderDocument(template, request.url, {
                fetch,
                origin,
                language,
              });
              return { html: rendered, keep: !anyFailed() };
            }));
          return reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', UNHASHED_CACHE)
            .header('Vary', PAGE_VARY)
            .send(html);
        } catch (error) {
          request.log.error({ err: error }, 'rendering the page failed: sending it without data');
        }
      }
      const file = page.translatedFiles?.[language] ?? page.file;
      return reply.sendFile(path.join(PRERENDERED_DIR, file));
    });
  }
  app.register(fastifyStatic, {
    root: appDistDir,
    // With a prerendered home page, `/` is its route above, not index.html.
    index: prerenderedPages.some((page) => page.route === '/') ? false : 'index.html',
    wildcard: false,
    // The server's own inputs (pages, templates, renderer) are not the site's files.
    globIgnore: [`${PRERENDERED_DIR}/**`],
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      // The body depends on Accept-Encoding, and a prerendered page's on the visitor's language:
      // shared caches must keep one copy per encoding (and language).
      const prerenderedPage = filePath.includes(`${path.sep}${PRERENDERED_DIR}${path.sep}`);
      response.setHeader('Vary', prerenderedPage ? PAGE_VARY : 'Accept-Encoding');
    },
  });
};

export default fastifyPlugin(staticAppPlugin, { name: 'static-app' });
