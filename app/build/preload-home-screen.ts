import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The screen most visits land on (the route table loads it lazily, like every screen). */
const HOME_SCREEN_MODULE = 'src/pages/HomePage.tsx';

/** The chunk files a chunk loads before it runs: itself and its static imports. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Adds to index.html a modulepreload of the home screen's chunk (and the chunks it imports beyond
 * the entry's), so it downloads alongside the entry instead of after it: the page is rendered by
 * JavaScript, and without this the hero waits for one more round trip. Other pages pay about 3 kB
 * gzip for it; the home page is where most visits land.
 */
export function preloadHomeScreen(): Plugin {
  return {
    name: 'rentacar:preload-home-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const home = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith(`/${HOME_SCREEN_MODULE}`),
        );
        if (!entry || !home) {
          throw new Error(`preload-home-screen: no entry or no chunk of ${HOME_SCREEN_MODULE}`);
        }
        const loadedByEntry = staticClosure(bundle, entry.fileName);
        return [...staticClosure(bundle, home.fileName)]
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
