// Dependencies point one way: app -> ui, api, rules, contract (mocks in stories and tests);
// mocks, server -> rules, contract, demo-data; contract-tests -> api, rules, contract, demo-data;
// demo-data -> contract; api -> contract; rules -> contract; contract -> nothing of ours;
// ui -> nothing of ours (only its story fixtures, which the package does not ship, -> demo-data).
// The zones below make that rule executable; no-cycle keeps modules acyclic.
import { readdirSync } from 'node:fs';
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

/** The app's features, one folder per API resource (and `site`) under app/src/features. */
const appFeatures = readdirSync(new URL('./app/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // Compiled message catalogs (`npm run i18n:compile`).
      '**/src/locales/*.ts',
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
                './packages/emails',
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
                './packages/emails',
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
                './packages/emails',
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
                './packages/emails',
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
                './packages/emails',
              ],
              'Demo data is plain records shared by the mock and the server (typed by the contract).',
            ),
            forbid(
              './packages/emails',
              [
                './app',
                './mocks',
                './server',
                './packages/api',
                './packages/demo-data',
                './packages/contract-tests',
              ],
              "The e-mails are rendered by the mock and the server alike: they read the contract, the rules and the library's pure foundations (the money and date-time formatters, the theme's tokens), nothing that sends or stores them.",
            ),
            forbid(
              './packages/emails',
              ['./packages/ui/src/!(foundations)/**', './packages/ui/src/*.{ts,tsx}'],
              "The e-mails take only the library's foundations (formatters, tokens): its components are for the browser, not for mail clients.",
            ),
            forbid(
              './packages/contract-tests',
              ['./app', './mocks', './server', './packages/ui', './packages/emails'],
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
            // The app is cut by feature: app/src/features/<resource> holds a resource's data hooks,
            // screens (public, customer's and admin), routes, stories and tests; app/src/shell holds
            // what every page shares and puts the features together.
            forbid(
              [
                './app/src/shell/!(App).{ts,tsx}',
                './app/src/shell/!(routes|layouts|admin)/**',
                './app/src/shell/routes/!(appRoutes|guards).{ts,tsx}',
                './app/src/shell/layouts/!(SiteLayout).{ts,tsx}',
                './app/src/shell/admin/**/!(AdminApp).{ts,tsx}',
              ],
              './app/src/features',
              'The shell knows no feature. Only the modules that put them together import features: App, the route tables (shell/routes/appRoutes.tsx, shell/admin/AdminApp.tsx) and what shows the session around every screen (shell/routes/guards.tsx, shell/layouts/SiteLayout.tsx).',
            ),
            ...appFeatures.map((feature) =>
              forbid(
                `./app/src/features/${feature}`,
                [
                  `./app/src/features/!(${feature})/**/*Page.tsx`,
                  `./app/src/features/!(${feature})/**/*Routes.tsx`,
                  `./app/src/features/!(${feature})/admin/**`,
                  `./app/src/features/!(${feature})/**/*.{test,stories}.{ts,tsx}`,
                ],
                "A feature may use another feature's data hooks, state and components, never its screens, routes, admin area, tests or stories: screens are leaves that only the route tables load.",
              ),
            ),
            {
              ...forbid(
                [
                  './app/src/main.tsx',
                  './app/src/shell/!(*.test|*.stories).{ts,tsx}',
                  './app/src/shell/!(admin)/**/!(*.test|*.stories).{ts,tsx}',
                  './app/src/features/*/!(*.test|*.stories).{ts,tsx}',
                  './app/src/features/*/!(admin)/**/!(*.test|*.stories).{ts,tsx}',
                ],
                ['./app/src/shell/admin/**', './app/src/features/*/admin/**'],
                "The admin screens and their scaffolding load with the admin area's chunk: outside shell/admin and features/*/admin, only the route table loads AdminApp, lazily.",
              ),
              except: ['**/app/src/shell/admin/AdminApp.tsx'],
            },
            forbid(
              [
                './app/src/main.tsx',
                './app/src/shell/!(*.test|*.stories).{ts,tsx}',
                './app/src/shell/**/!(stories|test)/!(*.test|*.stories).{ts,tsx}',
                './app/src/features/**/!(*.test|*.stories).{ts,tsx}',
              ],
              [
                './app/src/test',
                './app/src/shell/stories',
                './app/src/shell/admin/stories',
                './app/src/shell/admin/test',
              ],
              'The test and story helpers (sign-in, the mock backend) never reach the bundle: only tests and stories import them.',
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
