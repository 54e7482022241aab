import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, test } from 'vitest';

// Every catalog of lingui.config.ts: the library's and the app's, in every language.
const config = getConfig({
  configPath: path.resolve(import.meta.dirname, '../../../lingui.config.ts'),
});
const catalogs = await getCatalogs(config);
const repoRoot = path.dirname(config.resolvedConfigPath ?? '');
const { sourceLocale = 'en' } = config;
const translatedLocales = config.locales.filter((locale) => locale !== config.pseudoLocale);

/** The ICU argument names of a message (`{email}`, `{0, plural, ...}`), sorted. */
const argumentNames = (message: string) =>
  [...message.matchAll(/\{(\w+)\s*[,}]/g)].map(([, name]) => name).sort();

describe.each(catalogs.map((catalog) => [path.relative(repoRoot, catalog.path), catalog]))(
  '%s',
  (_, catalog) => {
    test('every language has exactly the English keys', async () => {
      const all = await catalog.readAll();
      const keysOf = (locale: string) =>
        Object.entries(all[locale] ?? {})
          .filter(([, message]) => !message.obsolete)
          .map(([id]) => id)
          .sort();
      const sourceKeys = keysOf(sourceLocale);
      for (const locale of config.locales) {
        expect(keysOf(locale), `${locale} against ${sourceLocale}`).toEqual(sourceKeys);
      }
    });

    test.each(translatedLocales)(
      'no message of %s is left empty or loses an argument',
      async (locale) => {
        // A language without a catalog file yet reads as one without messages.
        const messages = Object.entries((await catalog.read(locale)) ?? {}).filter(
          ([, message]) => !message.obsolete,
        );
        const empty = messages
          .filter(([, { translation }]) => !translation?.trim())
          .map(([id]) => id);
        expect(empty, `empty in ${locale}`).toEqual([]);
        const arguments_ = messages
          .filter(([id, { message, translation }]) => {
            const source = message ?? id;
            return argumentNames(source).join() !== argumentNames(translation ?? '').join();
          })
          .map(([id]) => id);
        expect(arguments_, `arguments differ in ${locale}`).toEqual([]);
      },
    );
  },
);
