import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY, fromCents, moneySettings, sumMoney, toCents } from './money';

describe('money in cents', () => {
  it('reads dollars of at most two decimals as whole cents and back', () => {
    for (const [dollars, cents] of [
      [45.7, 4570],
      [0.07, 7],
      [19.99, 1999],
      [1_000_000, 100_000_000],
    ] as const) {
      expect(toCents(dollars)).toBe(cents);
      expect(fromCents(cents)).toBe(dollars);
    }
  });

  it('rounds half a cent up, to the next whole cent', () => {
    for (const [dollars, cents] of [
      [0.005, 1],
      [0.125, 13],
      [2.675, 268],
      [45.705, 4571],
      [99.995, 10_000],
    ] as const) {
      expect(toCents(dollars), `${dollars} dollars`).toBe(cents);
    }
  });

  it('adds amounts without float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([45.7, 45.7, 45.7])).toBe(137.1);
    expect(sumMoney([])).toBe(0);
  });
});

describe("the operator's money settings", () => {
  it('keep what the operator set', () => {
    expect(moneySettings('EUR', 'de-DE')).toEqual({ currency: 'EUR', locale: 'de-DE' });
  });

  it('take the default for each one unset or set empty', () => {
    expect(moneySettings()).toEqual(DEFAULT_MONEY);
    expect(moneySettings('', '')).toEqual(DEFAULT_MONEY);
    expect(moneySettings('EUR', '')).toEqual({ currency: 'EUR', locale: DEFAULT_MONEY.locale });
    expect(moneySettings(undefined, 'de-DE')).toEqual({
      currency: DEFAULT_MONEY.currency,
      locale: 'de-DE',
    });
  });
});
