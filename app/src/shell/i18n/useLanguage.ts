import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { Language } from '@rentacar/rules/languages';
import { activateLanguage, rememberLanguage } from './i18n';

/** The language the app shows, and how the visitor switches it (remembered in a cookie). */
export function useLanguage() {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  const changeLanguage = useCallback(
    async (next: Language) => {
      await activateLanguage(i18n, next);
      rememberLanguage(next);
      document.documentElement.lang = next;
    },
    [i18n],
  );
  return { language, changeLanguage };
}
