// Dependencies point one way: app -> ui, api, rules, contract (mocks in stories and tests);
// mocks, server -> rules, contract, demo-data; contract-tests -> api, rules, contract, demo-data;
// demo-data -> contract; api -> contract; rules -> contract; contract -> nothing of ours;
// ui -> nothing of ours (only its story fixtures, which the package does not ship, -> demo-data).
// The zones below make that rule executable; no-cycle keeps modules acyclic.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (target, from, message) => ({ target, from, message });

// Every file of the library but its story fixtures (`src/storyFixtures.ts`, `*.stories.tsx`),
// which neither the tarball (`files` of packages/ui/package.json) nor its build holds.
const uiBesidesStoryFixtures = [
  './packages/ui/*',
  './packages/ui/!(src)/**',
  './packages/ui/src/!(storyFixtures.ts|*.stories.tsx)',
  './packages/ui/src/*/**/!(*.stories.tsx)',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'data/**',
      'server/data/**',
      'packages/contract/src/schema.d.ts',
      '**/mockServiceWorker.js',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'app/tsconfig.json',
            'mocks/tsconfig.json',
            'server/tsconfig.json',
          ],
          conditionNames: ['@rentacar/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            forbid(
              './packages/ui',
              [
                './app',
                './mocks',
                './server',
                './packages/api',
                './packages/contract',
                './packages/rules',
                './packages/contract-tests',
              ],
              'The component library is presentational: it takes data as props and knows no API, mock or app.',
            ),
            forbid(
              uiBesidesStoryFixtures,
              './packages/demo-data',
              "Only the library's story fixtures (src/storyFixtures.ts, *.stories.tsx), which the package does not ship, take sample records from demo-data; components take data as props.",
            ),
            forbid(
              './packages/contract',
              [
                './app',
                './mocks',
                './server',
                './packages/api',
                './packages/rules',
                './packages/ui',
                './packages/demo-data',
                './packages/contract-tests',
              ],
              'The contract is generated from openapi.yaml and depends on nothing of ours.',
            ),
            forbid(
              './packages/rules',
              [
                './app',
                './mocks',
                './server',
                './packages/api',
                './packages/ui',
                './packages/demo-data',
                './packages/contract-tests',
              ],
              'The business rules depend on the contract only, so the mock, the server and the app share them.',
            ),
            forbid(
              './packages/api',
              [
                './app',
                './mocks',
                './server',
                './packages/rules',
                './packages/ui',
                './packages/demo-data',
                './packages/contract-tests',
              ],
              'The browser client depends on the contract only.',
            ),
            forbid(
              './packages/demo-data',
              [
                './app',
                './mocks',
                './server',
                './packages/api',
                './packages/ui',
                './packages/contract-tests',
              ],
              'Demo data is plain records shared by the mock and the server (typed by the contract).',
            ),
            forbid(
              './packages/contract-tests',
              ['./app', './mocks', './server', './packages/ui'],
              "The contract suite talks to an API through HTTP and the typed client only, so it runs unchanged against the mock and the server; demo-data's sample records are data, not a way in.",
            ),
            forbid(
              './mocks',
              ['./app', './server', './packages/ui', './packages/api'],
              'The mocked contract knows nothing of the app, the server, the components or the browser client.',
            ),
            forbid(
              './server',
              ['./app', './mocks', './packages/ui', './packages/api'],
              'The server implements the contract on its own storage; the browser client is not its business.',
            ),
            forbid(
              [
                './app/src/admin',
                './app/src/api',
                './app/src/config',
                './app/src/layouts',
                './app/src/session',
                './app/src/shared',
                './app/src/state',
              ],
              './app/src/pages',
              'Screens are leaves that only the route table loads; what other areas need lives in app/src/shared.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-undef': 'off',
    },
  },
  {
    // styled-components 6 has no `exports` map, so Node's ESM loader (server rendering without a
    // bundler) reads its CommonJS build, where the default import is the module object and not
    // `styled`. The published library uses the named export, which works everywhere.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message:
            "Import `{ styled }` from 'styled-components': the default import breaks Node ESM consumers.",
        },
      ],
    },
  },
);
