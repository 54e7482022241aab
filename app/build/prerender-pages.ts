import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import type * as RendererModule from '../src/shell/prerender/renderPage';
import { linguiMacro } from '../../packages/ui/linguiMacro.js';
import { styledComponentsTransform } from '../../packages/ui/styledComponentsTransform.js';

/** The server-side entry: renders a page to HTML and lists the pages. */
const RENDER_ENTRY = 'src/shell/prerender/renderPage.tsx';
/** `.mjs`: the build may be served from a folder without a package.json saying it is ES modules. */
const RENDER_ENTRY_FILE = `${path.basename(RENDER_ENTRY, '.tsx')}.mjs`;
/**
 * Under the app's build: the pages, the renderer and pages.json, which names them. The server
 * reads them there (server/src/plugins/static-app.ts, which cannot import the app's build code)
 * and runs the renderer for the pages that render with their data.
 */
const PRERENDERED_DIR = 'prerendered';
/** The renderer's folder under PRERENDERED_DIR. */
const RENDERER_DIR = 'renderer';
/** The renderer's folder under the build's: run by the server, never sent, so not precompressed. */
export const RENDERER_OUT_DIR = path.join(PRERENDERED_DIR, RENDERER_DIR);

type Renderer = Pick<typeof RendererModule, 'renderDocument' | 'PRERENDERED_PAGES' | 'LANGUAGES'>;

/**
 * Builds the renderer for Node with the app's own sources and assets, as the client build has.
 * Everything is bundled, the libraries too: the renderer runs wherever the build is served from.
 */
async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<Renderer> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [linguiMacro(), react()],
    resolve: { conditions: config.resolve.conditions },
    oxc: styledComponentsTransform,
    // The workspace packages are bundled from their sources, as in the client build.
    ssr: {
      noExternal: true,
      resolve: { conditions: ['@rentacar/source', ...defaultServerConditions] },
    },
    build: {
      ssr: RENDER_ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, RENDER_ENTRY_FILE)).href)) as Renderer;
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
 * compresses the copies with the rest. The server renders the pages that show data on each
 * request, into index.html, with the same renderer.
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
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const prerenderedDir = path.join(outDir, PRERENDERED_DIR);
      const rendererDir = path.join(outDir, RENDERER_OUT_DIR);
      const { renderDocument, PRERENDERED_PAGES, LANGUAGES } = await buildRenderer(
        config,
        rendererDir,
      );
      const pages = [];
      for (const page of PRERENDERED_PAGES) {
        // One copy per language: the server sends the visitor's (cookie, else Accept-Language).
        // English, the source, keeps its file's name; the others are in a folder per language.
        const translatedFiles: Record<string, string> = {};
        for (const language of LANGUAGES) {
          const document = await renderDocument(indexHtml, page.location, { language });
          // `<!--$?-->` and `<!--$!-->`: a boundary left for an inline script, which the CSP blocks.
          if (/<!--\$[?!]-->/.test(document)) {
            throw new Error(
              `prerender-pages: ${page.location} leaves a Suspense boundary unrendered`,
            );
          }
          const missing = missingAssets(document, outDir);
          if (missing.length > 0) {
            throw new Error(`prerender-pages: ${page.location} names ${missing.join(', ')}`);
          }
          const file = language === 'en' ? page.file : `${language}/${page.file}`;
          if (language !== 'en') translatedFiles[language] = file;
          await mkdir(path.dirname(path.join(prerenderedDir, file)), { recursive: true });
          await writeFile(path.join(prerenderedDir, file), document);
        }
        const { route, file, readsQuery, rendersWithData } = page;
        pages.push({ route, file, translatedFiles, readsQuery, rendersWithData });
      }
      const manifest = { renderer: `${RENDERER_DIR}/${RENDER_ENTRY_FILE}`, pages };
      await writeFile(
        path.join(prerenderedDir, 'pages.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}
