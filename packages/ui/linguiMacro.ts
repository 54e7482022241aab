import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';

/** Modules that import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const importsMacro = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

const packageRoot = path.dirname(fileURLToPath(import.meta.url));
const librarySources = path.join(packageRoot, 'src') + path.sep;
const libraryRuntime = path.join(librarySources, 'i18n', 'runtime');

/**
 * The library's `useLingui()` and `<Trans>` compile to `src/i18n/runtime.tsx`, which falls back to
 * English when the host supplies no Lingui provider (Lingui's own throw without one). The import
 * is relative, so the published modules carry it too.
 */
function libraryConfig(config: LinguiConfigNormalized, file: string): LinguiConfigNormalized {
  let runtime = path.relative(path.dirname(file), libraryRuntime).split(path.sep).join('/');
  if (!runtime.startsWith('.')) runtime = `./${runtime}`;
  return {
    ...config,
    runtimeConfigModule: {
      ...config.runtimeConfigModule,
      useLingui: [runtime, 'useLingui'],
      Trans: [runtime, 'Trans'],
    },
  };
}

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`, `msg`) turned into runtime calls with message ids, for
 * every build and test of code that translates: the package's, the app's client and server builds,
 * Storybook and the vitest projects. Lingui ships them as a Babel plugin; Vite 8 compiles with Oxc
 * and `@rolldown/plugin-babel` needs Node 22, so only the modules that import a macro go through
 * Babel, before Oxc strips their types.
 */
export function linguiMacro(): Plugin {
  let config: LinguiConfigNormalized | undefined;
  return {
    name: 'rentacar:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const [file = id] = id.split('?');
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!importsMacro.test(code)) return null;
      config ??= getConfig({ configPath: path.join(packageRoot, '../../lingui.config.ts') });
      // The plugin keeps the last config it was given for every later file: each file gets its own.
      const linguiConfig = file.startsWith(librarySources) ? libraryConfig(config, file) : config;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
