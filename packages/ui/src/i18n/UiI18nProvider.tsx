import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';

export interface UiI18nProviderProps {
  /**
   * The host's Lingui instance, activated in the language to show and holding the library's
   * messages for it (`import { messages } from '@rentacar/ui/locales/es'`) beside the host's own.
   */
  i18n: I18n;
  /** The tree whose components translate with `i18n`. */
  children: ReactNode;
}

/**
 * Gives the library's components the host's messages and language. Without it they show English.
 * It is Lingui's own provider, so one provider serves the host's strings and the library's.
 */
export function UiI18nProvider({ i18n, children }: UiI18nProviderProps) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
