import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (issue 32): the library's strings travel with @rentacar/ui, the app's with
 * the app. English is the source: its catalog holds the spec's strings exactly, typos included.
 * `pseudo` is the pseudo-locale that stories run in to find hard-coded English and text that
 * overflows when a translation is longer.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts'],
    },
    {
      // The e-mails and the spreadsheets are written by the server (bundled by esbuild, run by
      // tsx) and the mock: no macros there, so their messages carry explicit ids.
      path: '<rootDir>/packages/emails/src/locales/{locale}',
      include: ['<rootDir>/packages/emails/src'],
      // The stories' e-mail viewer labels its parts with the outbox's (the library's) messages.
      exclude: ['**/stories/**', '**/*.test.tsx', '**/*.test.ts'],
    },
    {
      path: '<rootDir>/packages/rules/src/locales/{locale}',
      include: ['<rootDir>/packages/rules/src'],
      exclude: ['**/*.test.ts'],
    },
    {
      path: '<rootDir>/app/src/locales/{locale}',
      include: ['<rootDir>/app/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts'],
    },
  ],
  compileNamespace: 'ts',
  // Origins without line numbers: moving code does not change a catalog.
  format: formatter({ lineNumbers: false }),
});
