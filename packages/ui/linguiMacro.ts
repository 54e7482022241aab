import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Modules that import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const importsMacro = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`, `msg`) turned into runtime calls with message ids, for
 * every build and test of code that translates: the package's, the app's client and server builds,
 * Storybook and the vitest projects. Lingui ships them as a Babel plugin; Vite 8 compiles with Oxc
 * and `@rolldown/plugin-babel` needs Node 22, so only the modules that import a macro go through
 * Babel, before Oxc strips their types.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'rentacar:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const [file = id] = id.split('?');
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!importsMacro.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
