import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';

/**
 * The toolbar's language switch: every story, the library's and the app's screens, can
 * be reviewed in English, Spanish or the pseudo-locale (accented and about 40% longer, which shows
 * hard-coded English and text that does not fit).
 */
export const localeGlobalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'The language the stories are shown in',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'es', title: 'Español' },
        { value: 'pseudo', title: 'Pseudo' },
      ],
      dynamicTitle: true,
    },
  },
};

// Every compiled catalog of lingui.config.ts that a story shows (the library's, the e-mails' and
// the app's), one chunk per file, so a language's catalogs load only once it is chosen. The
// e-mails' messages have ids of their own (`email.*`), so they sit beside the others'.
const catalogModules = import.meta.glob<{ messages: Messages }>([
  '../packages/ui/src/locales/*.ts',
  '../packages/emails/src/locales/*.ts',
  '../app/src/locales/*.ts',
]);

const catalogLocale = (file: string) => /([^/]+)\.ts$/.exec(file)?.[1];

const instances = new Map<string, Promise<I18n>>();

/** One Lingui instance per language, holding the library's, the e-mails' and the app's messages. */
export const i18nFor = (locale: string): Promise<I18n> => {
  let instance = instances.get(locale);
  if (!instance) {
    instance = (async () => {
      const catalogs = await Promise.all(
        Object.entries(catalogModules)
          .filter(([file]) => catalogLocale(file) === locale)
          .map(async ([, load]) => (await load()).messages),
      );
      return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogs) } });
    })();
    instances.set(locale, instance);
  }
  return instance;
};

/** Loads the chosen language's catalogs before the story renders. */
export const localeLoader: Loader = async ({ globals }) => ({
  i18n: await i18nFor(typeof globals.locale === 'string' ? globals.locale : 'en'),
});

/** Gives the story the loaded language, as a host's provider does. */
export const localeDecorator: Decorator = (Story, { loaded }) => {
  const { i18n } = loaded as { i18n?: I18n };
  return i18n ? (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  ) : (
    <Story />
  );
};
