import { LANGUAGES, type Language } from '@rentacar/contract';

/** The language of an account, an e-mail or a spreadsheet when nothing names another. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is a language the site speaks (a code from a cookie, a page's `lang`, ...). */
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The cookie remembering a visitor's choice of language: the server reads it to render pages. */
export const LANGUAGE_COOKIE = 'lang';

/** The first of `tags` (most preferred first) the site speaks, each read by its primary subtag. */
export const firstSpokenLanguage = (tags: readonly string[]): Language | undefined =>
  tags.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);

/**
 * The language ranges of an `Accept-Language` header (RFC 9110, 12.5.4), most preferred first: by
 * weight, ties in the header's order; those of weight 0 left out.
 */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  const ranges = (header ?? '').split(',').map((range, order) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    return { tag, weight: weight === undefined ? 1 : Number(weight.slice(2)) || 0, order };
  });
  return ranges
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language of the site that an `Accept-Language` header prefers most, each range read by its
 * primary subtag (`es-MX` is `es`). Undefined when the header names none the site speaks: `*` is
 * no choice, so the caller's fallback (an account's language, English) decides.
 */
export const acceptedLanguage = (header: string | null | undefined): Language | undefined =>
  firstSpokenLanguage(acceptedLanguageTags(header));

/**
 * The language to answer a request in: the one its `Accept-Language` prefers when the site
 * speaks it (the app sends its active language), else `fallback` (the signed-in user's, or
 * English for a visitor).
 */
export const requestLanguage = (
  acceptLanguage: string | null | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language => acceptedLanguage(acceptLanguage) ?? fallback;

/** The language remembered in a `Cookie` header (or `document.cookie`), if it is one spoken. */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const value = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language a page is shown in: the visitor's remembered choice (the cookie), else the first of
 * their browser's languages the site speaks (most preferred first: `acceptedLanguageTags` on the
 * server, `navigator.languages` in the browser), else English.
 */
export const pageLanguage = (cookies: string | undefined, preferred: readonly string[]): Language =>
  cookieLanguage(cookies) ?? firstSpokenLanguage(preferred) ?? DEFAULT_LANGUAGE;
