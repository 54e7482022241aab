import { describe, expect, it } from 'vitest';
import {
  acceptedLanguage,
  acceptedLanguageTags,
  cookieLanguage,
  pageLanguage,
  requestLanguage,
} from './languages';

describe('acceptedLanguage', () => {
  it('takes the first language the site speaks, by weight', () => {
    expect(acceptedLanguage('es')).toBe('es');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(acceptedLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(acceptedLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
  });

  it('reads a regional tag by its language, in any letter case', () => {
    expect(acceptedLanguage('ES-mx')).toBe('es');
    expect(acceptedLanguage('en-GB')).toBe('en');
  });

  it('keeps the header order between equal weights', () => {
    expect(acceptedLanguage('es, en')).toBe('es');
    expect(acceptedLanguage('en, es')).toBe('en');
  });

  it('names no language for a header without one the site speaks', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
    expect(acceptedLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(acceptedLanguage('es;q=0, fr')).toBeUndefined();
    expect(acceptedLanguage('es;q=abc')).toBeUndefined();
  });
});

describe('requestLanguage', () => {
  it("answers the header's language, else the fallback, else English", () => {
    expect(requestLanguage('es', 'en')).toBe('es');
    expect(requestLanguage('*', 'es')).toBe('es');
    expect(requestLanguage(null, 'es')).toBe('es');
    expect(requestLanguage('fr')).toBe('en');
  });
});

describe('pageLanguage', () => {
  it('reads the remembered choice from the cookies, ignoring a language not spoken', () => {
    expect(cookieLanguage('theme=dark; lang=es')).toBe('es');
    expect(cookieLanguage('lang=fr')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('prefers the remembered choice over the browser languages, else English', () => {
    expect(pageLanguage('lang=en', ['es'])).toBe('en');
    expect(pageLanguage('lang=fr', ['es-ES', 'en'])).toBe('es');
    expect(pageLanguage('', acceptedLanguageTags('en;q=0.5, es-MX'))).toBe('es');
    expect(pageLanguage('', ['de', 'fr'])).toBe('en');
  });
});
