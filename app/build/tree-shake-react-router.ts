import type { Plugin } from 'vite';

const REACT_ROUTER_MODULE = /\/node_modules\/react-router\/dist\/.*\.mjs$/;
/** `Link.displayName = "Link";`: a write to the component, which the bundler must keep. */
const DISPLAY_NAME_ASSIGNMENT = /^\w+\.displayName = "[^"]*";$/gm;
/** `var NavLink = React10.forwardRef(`: a call the bundler cannot prove free of side effects. */
const FORWARD_REF_CALL = /= (React\d*)\.forwardRef\(/g;

/**
 * Lets the build drop the react-router components the app never renders (NavLink, Form,
 * ScrollRestoration, ...), about 4 kB gzip of every first visit together with RouterLink's use of
 * `useLinkClickHandler`. react-router's module creates each with an unannotated `forwardRef` call
 * and sets its `displayName` at the top level, so tree-shaking keeps them all; this marks the calls
 * pure and leaves out the names (only React DevTools shows them). Lines stay where they are, so
 * source maps still point at the right line. If a react-router update changes that code, the bundle
 * budgets (`bundle-budgets.json`) fail the build.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'rentacar:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_MODULE.test(id)) return null;
      return {
        code: code
          .replace(DISPLAY_NAME_ASSIGNMENT, '')
          .replace(FORWARD_REF_CALL, '= /* @__PURE__ */ $1.forwardRef('),
        map: null,
      };
    },
  };
}
