import { describe, expect, it } from 'vitest';
import { createMoneyFormatter, moneyInLanguage } from './money';

describe('createMoneyFormatter', () => {
  it('writes US dollars in en-US by default: whole amounts short, others with cents', () => {
    const formatMoney = createMoneyFormatter();
    expect(formatMoney(45)).toBe('$45');
    expect(formatMoney(137.1)).toBe('$137.10');
    expect(formatMoney(0.07)).toBe('$0.07');
    expect(formatMoney(1_000_000)).toBe('$1,000,000');
    expect(formatMoney(2193.6)).toBe('$2,193.60');
  });

  it('follows the configured currency and locale', () => {
    const formatMoney = createMoneyFormatter({ currency: 'EUR', locale: 'de-DE' });
    expect(formatMoney(137.1)).toBe('137,10\u00a0€');
    expect(formatMoney(45)).toBe('45\u00a0€');
  });
});

describe('moneyInLanguage', () => {
  const writeIn = (language: string, money = {}) =>
    createMoneyFormatter(moneyInLanguage(money, language));

  it("writes English in the host's locale, US formats unless set", () => {
    expect(writeIn('en')(137.1)).toBe('$137.10');
    expect(writeIn('en')(45)).toBe('$45');
    expect(writeIn('en', { currency: 'EUR', locale: 'de-DE' })(137.1)).toBe('137,10\u00a0€');
  });

  it("writes another language as its readers do, in the host's currency", () => {
    expect(writeIn('es')(137.1)).toBe('137,10\u00a0US$');
    expect(writeIn('es', { currency: 'EUR', locale: 'de-CH' })(137.1)).toBe('137,10\u00a0€');
  });
});
