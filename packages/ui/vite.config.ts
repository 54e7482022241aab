import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };

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
 * styled-components 6 has no `exports` map, so Node's ESM loader (server rendering without a
 * bundler) reads its CommonJS build, where the default import is the module object and not
 * `styled`. Its named `styled` export works everywhere, so default imports are rewritten to it.
 */
const defaultStyledImport =
  /import\s+styled\s*(?:,\s*\{([^}]*)\})?\s*from\s*(['"])styled-components\2/g;
const namedStyledImport: Plugin = {
  name: 'rentacar:named-styled-import',
  transform(code, id) {
    if (id.includes('/node_modules/') || !code.includes('styled-components')) return null;
    return code.replace(
      defaultStyledImport,
      (_statement, others: string | undefined) =>
        `import { styled${others?.trim() ? `, ${others.trim()}` : ''} } from 'styled-components'`,
    );
  },
};

export default defineConfig({
  plugins: [namedStyledImport, react()],
  resolve: {
    conditions: ['@rentacar/source', 'module', 'browser', 'development|production'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
    },
    rolldownOptions: {
      external: isExternal,
    },
  },
});
