import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { BRANCH_SLUG_MAX_LENGTH, parseRecordId } from '@rentacar/contract';
import type { Language } from '@rentacar/contract';
import { acceptedLanguageTags, pageLanguage } from '@rentacar/rules/languages';
import { requestOrigin } from '../page-origin.js';
import { RenderedPageCache } from './rendered-pages.js';

/** The server runs without a built app. */
export const hasBuiltApp = (appDistDir: string) =>
  fs.existsSync(path.join(appDistDir, 'index.html'));

export interface StaticAppOptions {
  appDistDir: string;
  renderedPageMaxAgeMs: number;
}

/** Methods that read; any other, answered with success, may have changed a page's data. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Vite fingerprints every file under assets/: its name changes whenever its bytes do. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) names the current assets: revalidate it on every visit. */
const UNHASHED_CACHE = 'no-cache';

/** Written by app/build/prerender-pages.ts. */
const PRERENDERED_DIR = 'prerendered';

interface PrerenderedPage {
  /** A Fastify route; each `:parameter` is a record id. */
  route: string;
  /** The page in English. */
  file: string;
  translatedFiles?: Partial<Record<Language, string>>;
  /** Then a URL with a query string gets the plain shell. */
  readsQuery: boolean;
  /** Rendered on request with its data; `file` is the fallback should that fail. */
  rendersWithData: boolean;
}

interface PrerenderManifest {
  /** The app's renderer module (app/src/shell/prerender/renderPage.tsx, built for Node). */
  renderer: string;
  pages: PrerenderedPage[];
}

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

/** Answered in process as the visitor (their rate limit); `anyFailed`: a server error. */
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

/** The contract's `BranchSlug`: what a branch's page can be named. */
const BRANCH_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const fitsParameter = (name: string, value: string) =>
  name === 'slug'
    ? value.length <= BRANCH_SLUG_MAX_LENGTH && BRANCH_SLUG.test(value)
    : parseRecordId(value) !== undefined;

/** Prerendered without a query string and for valid record ids and slugs (others show not-found). */
function prerenderFits(page: PrerenderedPage, request: FastifyRequest): boolean {
  if (page.readsQuery && request.url.includes('?')) return false;
  const params = Object.entries(request.params as Record<string, string>);
  return params.every(([name, value]) => fitsParameter(name, value));
}

const visitorLanguage = (request: FastifyRequest): Language =>
  pageLanguage(request.headers.cookie, acceptedLanguageTags(request.headers['accept-language']));

/** A page's body depends on the encoding and on the visitor's language (cookie, Accept-Language). */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * Files as the build's `.br`/`.gz` copies; public pages prerendered, vehicle pages rendered with
 * their data (their largest paint needs it); other pages get index.html from the errors' 404.
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
        // The page names its own absolute URL (canonical link, JSON-LD): one copy per origin.
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
      const prerenderedPage = filePath.includes(`${path.sep}${PRERENDERED_DIR}${path.sep}`);
      response.setHeader('Vary', prerenderedPage ? PAGE_VARY : 'Accept-Encoding');
    },
  });
};

export default fastifyPlugin(staticAppPlugin, { name: 'static-app' });
