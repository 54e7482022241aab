/**
 * The `Intl` locale that writes numbers and dates for a catalog's language: the library's English is
 * US English (the spec's formats), Spanish is Spain's; the pseudo-locale writes as English does. A
 * host's own language code (`fr`, `pt-BR`) goes to `Intl` as it is.
 */
const INTL_LOCALES: Partial<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  pseudo: 'en-US',
};

export const intlLocale = (catalogLocale: string): string =>
  INTL_LOCALES[catalogLocale] ?? catalogLocale;
