import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';

// Every catalog of lingui.config.ts: the library's and the app's, in every language.
const config = getConfig({
  configPath: path.resolve(import.meta.dirname, '../../../lingui.config.ts'),
});
const catalogs = await getCatalogs(config);
const repoRoot = path.dirname(config.resolvedConfigPath ?? '');
const { sourceLocale = 'en' } = config;
const translatedLocales = config.locales.filter((locale) => locale !== config.pseudoLocale);

type CompiledMessage = ReturnType<typeof compileMessage>;

/** The ICU argument names a compiled message uses, its plural and select forms' too. */
const argumentsOf = (message: CompiledMessage | undefined): string[] =>
  message === undefined || typeof message === 'string'
    ? []
    : message.flatMap((token) => {
        if (typeof token === 'string') return [];
        const [name, , forms] = token;
        const nested =
          forms && typeof forms === 'object'
            ? Object.values(forms).flatMap((form) => argumentsOf(form as CompiledMessage))
            : [];
        return [String(name), ...nested];
      });

/** The ICU argument names of a message (`{email}`, `{0, plural, ...}`), sorted and unique. */
const argumentNames = (message: string) =>
  [...new Set(argumentsOf(compileMessage(message)))].sort();

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
        // Catalogs with explicit ids (the e-mails') keep their English as the source's translation.
        const english = (await catalog.read(sourceLocale)) ?? {};
        const arguments_ = messages
          .filter(([id, { message, translation }]) => {
            const source = english[id]?.translation || message || id;
            return argumentNames(source).join() !== argumentNames(translation ?? '').join();
          })
          .map(([id]) => id);
        expect(arguments_, `arguments differ in ${locale}`).toEqual([]);
      },
    );
  },
);
