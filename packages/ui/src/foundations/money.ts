import { createContext, useContext, useMemo } from 'react';
import { useLingui } from '../i18n/runtime';
import { intlLocale } from './intlLocale';

/**
 * The currency amounts are in, and the locale that writes them: US dollars in `en-US` by default.
 * The components write English amounts in `locale` and other languages' as their readers do
 * (`moneyInLanguage`).
 */
export interface MoneySettings {
  /** ISO 4217 code, e.g. `USD` (the default). */
  currency?: string;
  /** BCP 47 locale of English amounts, e.g. `en-US` (the default). */
  locale?: string;
}

/** Writes an amount of the configured currency for people to read. */
export type MoneyFormatter = (amount: number) => string;

/**
 * The one way amounts are written: whole amounts in the spec's short form (`$45`), others with
 * the currency's decimals (`$137.10`), grouped as the locale groups (`$1,000,000`).
 */
export function createMoneyFormatter({
  currency = 'USD',
  locale = 'en-US',
}: MoneySettings = {}): MoneyFormatter {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
  return (amount) => format.format(amount);
}

/**
 * The one rule of how a language writes amounts, for the components, the app and the
 * e-mails alike: always in the site's currency (nothing is converted); English in the host's
 * locale (the operator's, US formats unless set), another language as its readers write
 * (`intlLocale`: Spanish `137,10 US$`), whatever the host's English locale is.
 */
export const moneyInLanguage = (
  { currency, locale }: MoneySettings,
  language: string,
): MoneySettings => ({ currency, locale: language === 'en' ? locale : intlLocale(language) });

/** Set by `RentacarThemeProvider`'s `money`: none by default. */
export const MoneySettingsContext = createContext<MoneySettings>({});

/**
 * How the components below `RentacarThemeProvider` write amounts: in its `money` currency (US
 * dollars by default), in the active language as `moneyInLanguage` rules.
 */
export function useFormatMoney(): MoneyFormatter {
  const { currency, locale } = moneyInLanguage(
    useContext(MoneySettingsContext),
    useLingui().i18n.locale,
  );
  return useMemo(() => createMoneyFormatter({ currency, locale }), [currency, locale]);
}
