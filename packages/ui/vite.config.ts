import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { entryPoints } from './entryPoints.ts';
import { linguiMacro } from './linguiMacro.ts';
import { styledComponentsTransform } from './styledComponentsTransform.ts';

// Everything the package depends on stays an import of the consumer's copy (one React, one
// styled-components registry); only our own code is bundled.
const externalPackages = [
  ...Object.keys(packageJson.peerDependencies),
  ...Object.keys(packageJson.dependencies),
];
// A `?inline` stylesheet import (the carousel's CSS) becomes a string inside the bundle: a consumer
// cannot resolve it, and it keeps the package free of CSS side effects.
const isExternal = (id: string) =>
  !id.endsWith('?inline') &&
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * One output file per source module (`preserveModules`): a consumer's bundler then drops every
 * module it does not reach, so importing `Button` never loads the carousel, yup, luxon, imask or
 * final-form, which only the components that need them import.
 */
export default defineConfig({
  plugins: [linguiMacro(), react()],
  // The published modules carry their components' ids: a consumer's server and browser agree.
  oxc: styledComponentsTransform,
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: Object.fromEntries(entryPoints.map(({ name, source }) => [name, source] as const)),
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        // The tarball ships `src/`, which the maps point at; no second copy inside every map.
        sourcemapExcludeSources: true,
        preserveModulesRoot: 'src',
        // npm never packs a folder named node_modules: the carousel's inlined stylesheet goes to
        // vendor/ instead.
        entryFileNames: ({ name }) => `${name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
