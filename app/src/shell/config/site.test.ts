import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMoneyFormatter, moneyInLanguage } from '@rentacar/ui';

/** The site configuration as a build with these `VITE_*` settings reads it. */
async function siteBuiltWith(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./site');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration from the build settings', () => {
  it('writes prices in US dollars by default and in the configured currency and locale', async () => {
    const formatIn = async (settings: Record<string, string>) =>
      createMoneyFormatter(moneyInLanguage((await siteBuiltWith(settings)).money, 'en'));
    expect((await formatIn({}))(137.1)).toBe('$137.10');
    const formatMoney = await formatIn({ VITE_CURRENCY: 'EUR', VITE_LOCALE: 'de-DE' });
    expect(formatMoney(137.1)).toBe('137,10\u00a0€');
  });

  it('writes prices in the Spanish format on Spanish pages, in the same currency', async () => {
    const { money } = await siteBuiltWith({ VITE_LOCALE: 'de-CH' });
    expect(createMoneyFormatter(moneyInLanguage(money, 'es'))(137.1)).toBe('137,10\u00a0US$');
  });
});
