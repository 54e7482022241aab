import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /**
   * For `<head>`: the resources the screens asked React to preload (the first data request), and
   * styled-components' `<style>` elements for the markup (the client adopts them on hydration).
   */
  headTags: string;
}

/** Rendering no `<head>`, React writes the preloads the screens asked for before the markup. */
const LEADING_RESOURCES = /^(?:<link [^>]*>)*/;

const appAt = (location: string): ReactNode => (
  <StaticRouter location={location}>
    <App />
  </StaticRouter>
);

/**
 * The page a logged-out visitor first sees at `location`, as HTML: what `main.tsx` renders before
 * any data arrives. The build writes it into index.html (app/build/prerender-pages.ts), so the
 * browser paints it before the JavaScript has run, and the client hydrates it.
 *
 * The first pass loads the lazily loaded screens, so the second renders them in place. Of the
 * resources React lists before the markup, only the data requests are kept: it also adds image
 * preloads, for images the markup holds anyway and for the loading screen (a Suspense fallback
 * React renders ahead, which never shows here).
 */
export async function renderPage(location: string): Promise<RenderedPage> {
  await prerenderToNodeStream(appAt(location));
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(appAt(location)));
    const markup = await text(prelude);
    const [resources = ''] = LEADING_RESOURCES.exec(markup) ?? [];
    const dataPreloads = resources.match(/<link [^>]*as="fetch"[^>]*>/g) ?? [];
    return {
      html: markup.slice(resources.length),
      headTags: dataPreloads.join('') + sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
