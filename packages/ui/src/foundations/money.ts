import { createContext, useContext } from 'react';

/** The currency amounts are in, and the locale that writes them; US dollars in `en-US` by default. */
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

/** Set by `RentacarThemeProvider`'s `money`; US dollars in `en-US` without one. */
export const MoneyFormatContext = createContext<MoneyFormatter>(createMoneyFormatter());

/** How the components below `RentacarThemeProvider` write amounts. */
export const useFormatMoney = (): MoneyFormatter => useContext(MoneyFormatContext);
