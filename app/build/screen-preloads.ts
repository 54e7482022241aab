import type { IndexHtmlTransformContext } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunk files a chunk loads before it runs: itself and its static imports. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * `<link rel="modulepreload">` elements for a lazily loaded screen's chunk and the chunks it
 * imports beyond the entry's, so a page that shows that screen downloads them alongside the
 * entry instead of one round trip after it (`screenModule` is its path under the app).
 */
export function screenPreloadLinks(bundle: OutputBundle, screenModule: string): string {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${screenModule}`));
  if (!entry || !screen)
    throw new Error(`screen-preloads: no entry or no chunk of ${screenModule}`);
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  return [...staticClosure(bundle, screen.fileName)]
    .filter((file) => !loadedByEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
