import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import { screenPreloadLinks } from './screen-preloads.js';
import type { PrerenderedPage, RenderedPage } from '../src/prerender/renderPage';

/** The server-side entry: renders a page to HTML and lists the pages. */
const RENDER_ENTRY = 'src/prerender/renderPage.tsx';
/** Where the server-side build goes: it is only run here, never served. */
const RENDERER_OUT_DIR = 'node_modules/.prerender';
/**
 * Under the app's build: the pages and pages.json. The server reads them there
 * (server/src/plugins/static-app.ts, which cannot import the app's build code).
 */
const PRERENDERED_DIR = 'prerendered';

interface Renderer {
  renderPage(location: string): Promise<RenderedPage>;
  PRERENDERED_PAGES: PrerenderedPage[];
}

/** Builds the renderer for Node with the app's own sources and assets, as the client build has. */
async function buildRenderer(config: ResolvedConfig): Promise<Renderer> {
  const outDir = path.join(config.root, RENDERER_OUT_DIR);
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: config.resolve.conditions },
    // The workspace packages are bundled from their sources, as in the client build.
    ssr: {
      noExternal: [/^@rentacar\//],
      resolve: { conditions: ['@rentacar/source', ...defaultServerConditions] },
    },
    build: { ssr: RENDER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entryFile = path.join(outDir, `${path.basename(RENDER_ENTRY, '.tsx')}.js`);
  return (await import(pathToFileURL(entryFile).href)) as Renderer;
}

/** Every built file the page names (`/assets/...`) must exist, or the two builds disagree. */
function missingAssets(html: string, outDir: string): string[] {
  const named = [...html.matchAll(/\/assets\/[^"'\s,)]+/g)].map(([url]) => url);
  return [...new Set(named)].filter((url) => !existsSync(path.join(outDir, url)));
}

/**
 * Prerenders the public pages into copies of index.html (`dist/prerendered/*.html`, listed in
 * `pages.json`): the browser paints the page from the HTML while the scripts download, instead of
 * a blank page until they have run; `main.tsx` then hydrates it. Runs after the client build has
 * written index.html, so each copy keeps its scripts and preloads; the precompress plugin then
 * compresses the copies with the rest.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rentacar:prerender-pages',
    // The demo build (`--mode mock`) has no server to pick the pages.
    apply: (_config, { command, isSsrBuild, mode }) =>
      command === 'build' && !isSsrBuild && mode === 'production',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const { renderPage, PRERENDERED_PAGES } = await buildRenderer(config);
      await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      for (const page of PRERENDERED_PAGES) {
        const { html, headTags } = await renderPage(page.location);
        const { preloadedScreen } = page;
        const screenPreloads = preloadedScreen ? screenPreloadLinks(bundle, preloadedScreen) : '';
        const document = template
          .replace('</head>', () => `${screenPreloads}${headTags}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
        if (!document.includes(html)) throw new Error('prerender-pages: index.html has no #root');
        const missing = missingAssets(document, outDir);
        if (missing.length > 0) {
          throw new Error(`prerender-pages: ${page.location} names ${missing.join(', ')}`);
        }
        await writeFile(path.join(outDir, PRERENDERED_DIR, page.file), document);
      }
      const manifest = PRERENDERED_PAGES.map(({ route, file, readsQuery }) => ({
        route,
        file,
        readsQuery,
      }));
      await writeFile(
        path.join(outDir, PRERENDERED_DIR, 'pages.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}
