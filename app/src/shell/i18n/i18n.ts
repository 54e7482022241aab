import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@rentacar/contract';
import { pageLanguage } from '@rentacar/rules/languages';

/**
 * Each language's catalogs but English's: the library's and the app's, merged (the app's win).
 * English needs none: its messages travel compiled in each chunk with the code that shows them
 * (packages/ui/linguiMacro.ts), so an English visit downloads no catalog at all.
 */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('./spanish'),
};

/** The messages of `language`, loaded with its catalogs' own chunks. */
export const loadMessages = async (language: Language): Promise<Messages> =>
  language === 'en' ? {} : (await CATALOGS[language]()).messages;

/**
 * A Lingui instance showing `language`, given its messages (`loadMessages`). The language's code
 * is a locale too: the plural rules and the numbers in messages follow it.
 */
export const createI18n = (language: Language, messages: Messages = {}): I18n =>
  setupI18n({ locale: language, messages: { [language]: messages } });

/** The navbar's choice: each language named in its own words. */
export const LANGUAGE_CHOICES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** The language of a page the browser renders itself: the remembered choice, else the browser's. */
export const browserLanguage = (): Language => pageLanguage(document.cookie, navigator.languages);
