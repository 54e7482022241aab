import { createContext, useContext, useMemo } from 'react';
import { useLingui } from '../i18n/runtime';
import { intlLocale } from './intlLocale';

/**
 * The currency amounts are in, and the locale that writes them: US dollars by default, written in
 * `en-US` by `createMoneyFormatter` and in the active language's locale by the components.
 */
export interface MoneySettings {
  /** ISO 4217 code, e.g. `USD` (the default). */
  currency?: string;
  /** BCP 47 locale, e.g. `en-US` (the default). */
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

/** Set by `RentacarThemeProvider`'s `money`: none by default. */
export const MoneySettingsContext = createContext<MoneySettings>({});

/**
 * How the components below `RentacarThemeProvider` write amounts: in its `money` currency (US
 * dollars by default) and locale, or without one in the active language's (`en-US` for English).
 */
export function useFormatMoney(): MoneyFormatter {
  const { currency, locale } = useContext(MoneySettingsContext);
  const language = useLingui().i18n.locale;
  const writtenIn = locale ?? intlLocale(language);
  return useMemo(
    () => createMoneyFormatter({ currency, locale: writtenIn }),
    [currency, writtenIn],
  );
}
