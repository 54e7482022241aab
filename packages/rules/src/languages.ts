/**
 * The languages the product speaks (issue 32), as codes on the wire, in cookies and in storage.
 * English is the source language and the fallback. Kept apart from the package's index, which
 * loads luxon, so the app's first bundle can negotiate the language without it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 locale each language writes numbers, money and dates in. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** The cookie remembering a visitor's choice: the server reads it to render the page in it. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/** The language a BCP 47 tag asks for (`es-MX` -> `es`), if the product speaks it. */
const languageOfTag = (tag: string): Language | undefined => {
  const [primary = ''] = tag.trim().toLowerCase().split('-');
  return isLanguage(primary) ? primary : undefined;
};

/** The first language of `tags` (most preferred first) the product speaks, else English. */
export const preferredLanguage = (tags: readonly string[]): Language =>
  tags.map(languageOfTag).find((language) => language !== undefined) ?? DEFAULT_LANGUAGE;

/** An `Accept-Language` header's tags, most preferred first (by `q`, then by order). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The language remembered in a `Cookie` header (or `document.cookie`), if it is one spoken. */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const value = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language a page is shown in: the visitor's remembered choice, else the first of their
 * browser's languages the product speaks (`Accept-Language` on the server, `navigator.languages`
 * in the browser), else English.
 */
export const pageLanguage = (cookies: string | undefined, preferences: readonly string[]) =>
  cookieLanguage(cookies) ?? preferredLanguage(preferences);
