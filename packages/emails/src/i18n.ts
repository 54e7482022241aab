import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Language } from '@rentacar/contract';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

const CATALOGS: Record<Language, Messages> = { en, es };

/**
 * One Lingui instance per language, each holding its compiled catalog. The server bundles this
 * package with esbuild and runs it with tsx, neither of which runs Lingui's macros, so messages
 * are `i18n._({ id, message })` calls with explicit ids (`npm run i18n:extract` reads them). A
 * shared instance switched per e-mail could write one e-mail in another's language while both
 * render.
 */
export const EMAIL_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;
