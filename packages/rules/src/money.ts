/**
 * Money travels as dollars with at most two decimals (the contract's `multipleOf: 0.01`) and is
 * stored and computed as integer cents, where sums and products are exact: 3 hours at $45.70 are
 * 13710 cents, never 137.10000000000002 dollars.
 */

/**
 * The whole cents of an amount of dollars the contract accepted (45.7 -> 4570); half a cent rounds
 * up (0.125 -> 13), as a price that was worked out in fractions would be charged.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Dollars as the contract writes them (4570 -> 45.7): the nearest number to the exact amount. */
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts of dollars, added in cents so that no float error builds up. */
export const sumMoney = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/**
 * How amounts are written: the currency the prices are in (ISO 4217; the API's amounts are in it,
 * nothing is converted) and the locale of English pages and e-mails (BCP 47). How each language
 * writes them is `moneyInLanguage` of `@rentacar/ui`'s foundations, which the published library
 * needs too and which cannot import this package.
 */
export interface MoneySettings {
  currency: string;
  locale: string;
}

/** US dollars in `en-US`: what the site writes when the operator sets neither. */
export const DEFAULT_MONEY: Readonly<MoneySettings> = { currency: 'USD', locale: 'en-US' };

/** The operator's settings, each unset or empty one at its default. */
export const moneySettings = (currency?: string, locale?: string): MoneySettings => ({
  currency: currency || DEFAULT_MONEY.currency,
  locale: locale || DEFAULT_MONEY.locale,
});
