import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, cookieLanguage, pageLanguage, preferredLanguage } from './languages';

describe('the page language', () => {
  it('orders Accept-Language by quality, then by order', () => {
    expect(acceptLanguageTags('en;q=0.5, es-MX, fr;q=0.8, *;q=0.1')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('takes the first preference spoken, by its primary subtag, else English', () => {
    expect(preferredLanguage(['fr-FR', 'es-AR', 'en'])).toBe('es');
    expect(preferredLanguage(['de', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('reads the remembered choice from the cookies, ignoring a language not spoken', () => {
    expect(cookieLanguage('theme=dark; lang=es')).toBe('es');
    expect(cookieLanguage('lang=fr')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('prefers the remembered choice over the browser languages', () => {
    expect(pageLanguage('lang=en', ['es'])).toBe('en');
    expect(pageLanguage('', ['es-ES', 'en'])).toBe('es');
  });
});
