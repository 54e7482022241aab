import { useLingui } from '@lingui/react';
import type { Language } from '@rentacar/contract';

/**
 * The language the app shows, and how the visitor switches it (remembered in a cookie; the
 * switch's code loads with the first switch).
 */
export function useLanguage() {
  const { i18n } = useLingui();
  const changeLanguage = async (next: Language) =>
    (await import('./switchLanguage')).switchLanguage(i18n, next);
  return { language: i18n.locale as Language, changeLanguage };
}
