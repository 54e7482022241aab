import type { OxcOptions } from 'vite';

/**
 * Oxc's styled-components transform, for every build of these components: the package's, the
 * app's client build and the app's server renderer. It gives each styled component an id from its
 * file and place (`ssr`), where styled-components would count the components in the order their
 * modules happen to run. A server renders a page after running other pages' modules, a browser
 * runs only that page's: the counts differ, the class names in the server's HTML and styles did
 * not match the browser's, and hydrating generated and inserted every style of the page again.
 * Display names stay out of the class names, which every element carries in the HTML.
 */
export const styledComponentsTransform: OxcOptions = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } },
};
