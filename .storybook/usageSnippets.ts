/**
 * What "Show code" on a docs page shows: the JSX a story rendered, as a reader would copy it into
 * an app. Never the story's CSF source (Storybook's fallback for a story whose `render` takes no
 * args), which carries its play function: test code, not usage. A story whose JSX names a helper
 * of its own file states its usage in `parameters.docs.source.code`.
 */

/** Where the build put the bundled pictures: its own host and folder, e.g. `http://host/assets/`. */
const bundledAssets = () => new URL('assets/', window.location.href).href;

/**
 * Vite names a bundled picture `<name>-<hash>.<ext>` under the build's absolute address; a reader
 * gets `/assets/<name>.<ext>`, an address like the ones an app serves its own pictures at.
 */
const withReadableAssetUrls = (code: string) =>
  code
    .replaceAll(bundledAssets(), '/assets/')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:png|webp|jpe?g|svg))/g, '$1$2');

export const usageSnippetParameters = {
  docs: {
    source: { type: 'dynamic', transform: withReadableAssetUrls },
  },
  // A callback prop shows as a function a reader can copy. Storybook's own placeholder is replaced
  // by its name, which the production build minifies (it showed `function xY(){}`).
  jsx: {
    functionValue: () => '() => {}',
  },
};
