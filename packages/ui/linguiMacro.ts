import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync, types, type PluginObj } from '@babel/core';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Modules that import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const importsMacro = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

const packageRoot = path.dirname(fileURLToPath(import.meta.url));
const librarySources = path.join(packageRoot, 'src') + path.sep;
const libraryRuntime = path.join(librarySources, 'i18n', 'runtime');

// The comment Lingui's macros write before each message descriptor: `/*i18n*/ { id, message }`.
const DESCRIPTOR_MARK = 'i18n';

const propertyName = (property: types.ObjectProperty) =>
  types.isIdentifier(property.key)
    ? property.key.name
    : types.isStringLiteral(property.key)
      ? property.key.value
      : undefined;

/** Whether a macro wrote `object`: it carries their mark, whatever fields it holds. */
const isDescriptor = (object: types.ObjectExpression): boolean =>
  object.leadingComments?.some((comment) => comment.value.trim() === DESCRIPTOR_MARK) ?? false;

/**
 * The English source message of each descriptor the macros wrote (`t`, `msg`, `<Trans>`'s
 * spread props), compiled as `lingui compile` would: English then needs no catalog (it travels in
 * each chunk with the code that shows it, as the literals did), and a host without a catalog
 * still shows English. The macros keep the source message (`stripMessageField: false`); compiled
 * here, the runtime needs no ICU compiler. Any other object with a `message` is left as written.
 */
export function inlineCompiledEnglish(): PluginObj {
  return {
    name: 'rentacar:inline-compiled-english',
    visitor: {
      ObjectExpression({ node }) {
        if (!isDescriptor(node)) return;
        for (const property of node.properties) {
          if (!types.isObjectProperty(property) || propertyName(property) !== 'message') continue;
          if (!types.isStringLiteral(property.value)) continue;
          property.value = types.valueToNode(compileMessage(property.value.value));
        }
      },
    },
  };
}

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
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
          inlineCompiledEnglish,
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
