import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import type { I18n } from '@lingui/core';
import type { Language } from '@rentacar/contract';
import { DEFAULT_LANGUAGE } from '@rentacar/rules/languages';
import { App } from '../App';
import { createI18n, loadMessages } from '../i18n/i18n';
import { answerServerRenderRequests } from '../api/client';
import { PageOrigin } from '../PageMeta';
import { pageDataElement, type PageData } from './pageData';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';
export { LANGUAGES } from '@rentacar/contract';

type Fetch = (request: Request) => Promise<Response>;

export interface RenderOptions {
  /**
   * Answers the page's GET requests: the server's own routes, in process, on behalf of the
   * visitor. Without it the page renders as it looks before any data (the build's prerender).
   */
  fetch?: Fetch;
  /**
   * The origin the page was asked for (`https://rentacar.example.com`), for its absolute URLs:
   * the canonical link and the vehicle's JSON-LD. The build's prerender has none; the browser adds
   * them as it hydrates.
   */
  origin?: string;
  /** The language the page is written in (English by default): the visitor's (server/src/plugins/static-app.ts). */
  language?: Language;
}

/** The data a page shows seldom needs more than one round (the list, or the vehicle). */
const MAX_DATA_ROUNDS = 2;

/**
 * Rendering no `<head>`, React writes what belongs there before the markup: the preloads the
 * screens asked for, then the `<title>`, `<meta>` and `<link>` elements they rendered (PageMeta).
 */
const LEADING_RESOURCES = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

/** Of those, the page's own head elements: its title, meta description and robots, canonical link. */
const PAGE_HEAD_ELEMENTS = /<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*rel="canonical"[^>]*>/g;

/** The template's root element, whose `lang` names the page's language. */
const HTML_ELEMENT = /<html lang="[^"]*">/;

/** The template's own title, for pages that render none. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/** The `fetch` of the render under way: concurrent renders on the server each ask as their visitor. */
const renderFetch = new AsyncLocalStorage<Fetch>();
answerServerRenderRequests((request) => {
  const fetch = renderFetch.getStore();
  return fetch ? fetch(request) : Promise.reject(new Error('No fetch for this render'));
});

/** Each SWR request the screens make, by key, with its fetcher bound to the key. */
type PageRequests = Map<string, () => Promise<unknown>>;

/** An SWR middleware listing the requests, which the server's render does not send by itself. */
const listRequestsIn =
  (requests: PageRequests): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const resolvedKey: unknown = typeof key === 'function' ? (key as () => unknown)() : key;
    if (resolvedKey && fetcher) {
      requests.set(unstable_serialize(resolvedKey), async () => fetcher(resolvedKey));
    }
    return useSWRNext(key, fetcher, config);
  };

async function renderMarkup(
  location: string,
  i18n: I18n,
  origin: string | undefined,
  data: PageData,
  requests: PageRequests,
) {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <PageOrigin value={origin}>
            <SWRConfig value={{ use: [listRequestsIn(requests)] }}>
              <App i18n={i18n} pageData={data} />
            </SWRConfig>
          </PageOrigin>
        </StaticRouter>,
      ),
      // React moves a large Suspense boundary's content after the page and swaps it in with an
      // inline script, which the Content-Security-Policy (script-src 'self') blocks: the
      // boundary would never show, and hydrating it fails. Every boundary stays in place.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { markup: await text(prelude), styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Fetches the requests not tried yet; a failed one is left for the client to retry. */
async function fetchInto(data: PageData, requests: PageRequests, tried: Set<string>, fetch: Fetch) {
  const untried = [...requests].filter(([key]) => !tried.has(key));
  untried.forEach(([key]) => tried.add(key));
  await renderFetch.run(fetch, () =>
    Promise.all(
      untried.map(async ([key, load]) => {
        try {
          data[key] = await load();
        } catch {
          // Not found, or refused: the client shows that state once it asks itself.
        }
      }),
    ),
  );
  return untried.length > 0;
}

interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's `<title>`, meta description and canonical link, which replace the template's title. */
  pageHead: string;
  /**
   * For `<head>`: styled-components' `<style>` elements for the markup (the client adopts them on
   * hydration), and either the data the page shows (rendered with `fetch`) or the preloads of its
   * first requests (rendered without).
   */
  headTags: string;
}

/**
 * The page a logged-out visitor first sees at `location`, as HTML, which the client hydrates.
 *
 * The first pass loads the lazily loaded screens and lists their requests; with `fetch`, the
 * answers are fetched and the page renders again with them, until it asks for nothing new. Later
 * passes render the screens in place, so no loading-screen fallback ends up in the HTML. Of
 * the resources React lists before the markup, only the data requests are kept, and only without
 * data: it also adds image preloads, for images the markup holds anyway and for the loading screen
 * (a Suspense fallback React renders ahead, which never shows here).
 */
async function renderPage(
  location: string,
  { fetch, origin, language = DEFAULT_LANGUAGE }: RenderOptions = {},
): Promise<RenderedPage> {
  const i18n = createI18n(language, await loadMessages(language));
  const data: PageData = {};
  const tried = new Set<string>();
  let requests: PageRequests = new Map();
  let rendered = await renderMarkup(location, i18n, origin, data, requests);
  for (let round = 0; ; round += 1) {
    const fetched =
      fetch !== undefined &&
      round < MAX_DATA_ROUNDS &&
      (await fetchInto(data, requests, tried, fetch));
    // The first pass's markup holds the screens' loading fallbacks: it is never the last.
    if (round > 0 && !fetched) break;
    requests = new Map();
    rendered = await renderMarkup(location, i18n, origin, data, requests);
  }
  const { markup, styleTags } = rendered;
  const [resources = ''] = LEADING_RESOURCES.exec(markup) ?? [];
  const dataPreloads = fetch ? [] : (resources.match(/<link [^>]*as="fetch"[^>]*>/g) ?? []);
  return {
    html: markup.slice(resources.length),
    pageHead: (resources.match(PAGE_HEAD_ELEMENTS) ?? []).join(''),
    headTags: dataPreloads.join('') + styleTags + (fetch ? pageDataElement(data) : ''),
  };
}

/**
 * `template` (the built index.html) with the page rendered into it: its `#root` holds the markup,
 * its `<head>` the page's tags (its title in place of the template's). The build writes the public
 * pages this way, and the server the pages it renders with their data on each request.
 */
export async function renderDocument(
  template: string,
  location: string,
  options: RenderOptions = {},
): Promise<string> {
  const { html, pageHead, headTags } = await renderPage(location, options);
  // One title: the browser shows the first, and the client's React takes that one over.
  const page = pageHead.includes('<title>') ? template.replace(TEMPLATE_TITLE, '') : template;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const document = page
    .replace(HTML_ELEMENT, `<html lang="${language}">`)
    .replace('</head>', () => `${pageHead}${headTags}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  if (!document.includes(html)) throw new Error('renderDocument: the template has no empty #root');
  return document;
}
