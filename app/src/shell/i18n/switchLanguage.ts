import type { I18n } from '@lingui/core';
import type { Language } from '@rentacar/contract';
import { LANGUAGE_COOKIE } from '@rentacar/rules/languages';
import { loadMessages } from './i18n';

/** A year: the choice outlives the session. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice in a cookie, which the server reads to render their pages. */
function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
}

/**
 * The visitor's switch to `language`: its catalogs are loaded, the page shows it and names it
 * (`<html lang>`), and the choice is remembered. Loaded with the first switch.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
  document.documentElement.lang = language;
  rememberLanguage(language);
}
