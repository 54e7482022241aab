import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_LOCALES,
  pageLanguage,
  type Language,
} from '@rentacar/rules/languages';

/**
 * Each language's catalogs but English's: the library's and the app's, merged (the app's win).
 * English needs none: its messages travel compiled in each chunk with the code that shows them
 * (packages/ui/linguiMacro.ts), so an English visit downloads no catalog at all.
 */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: async () => {
    const [library, app] = await Promise.all([
      import('@rentacar/ui/locales/es'),
      import('../../locales/es'),
    ]);
    return { ...library.messages, ...app.messages };
  },
};

/** The messages of `language`, loaded with its catalogs' own chunks. */
export const loadMessages = (language: Language): Promise<Messages> =>
  language === 'en' ? Promise.resolve({}) : CATALOGS[language]();

/** A Lingui instance showing `language`, given its messages (`loadMessages`). */
export function createI18n(language: Language, messages: Messages = {}): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, locales: [LANGUAGE_LOCALES[language]], messages });
  return i18n;
}

/** Switches `i18n` to `language` once its catalogs have arrived. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  const messages = await loadMessages(language);
  i18n.loadAndActivate({ locale: language, locales: [LANGUAGE_LOCALES[language]], messages });
}

/** The navbar's choice: each language named in its own words. */
export const LANGUAGE_CHOICES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** A year: the choice outlives the session. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice in a cookie, which the server reads to render their pages. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
}

/** The language of a page the browser renders itself: the remembered choice, else the browser's. */
export const browserLanguage = (): Language => pageLanguage(document.cookie, navigator.languages);
