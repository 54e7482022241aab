import { useContext, type ReactElement } from 'react';
import { LinguiContext, type I18nContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { englishI18n } from './englishI18n';

let englishContext: I18nContext | undefined;

/**
 * What the library's `useLingui` and `<Trans>` macros compile to (`linguiMacro.ts` points them
 * here): the host's Lingui context when it supplies one, else the library's English, so a host
 * that never set up i18n sees the components as they always were.
 */
export function useLingui(): I18nContext {
  const hostContext = useContext(LinguiContext);
  if (hostContext) return hostContext;
  englishContext ??= { i18n: englishI18n, _: englishI18n._.bind(englishI18n) };
  return englishContext;
}

/** The runtime `<Trans>` of the library's macros, with the English fallback of `useLingui`. */
export function Trans(props: TransProps): ReactElement | null {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
