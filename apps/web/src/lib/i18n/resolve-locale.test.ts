import { describe, expect, it } from 'vitest';
import { resolveLocale, resolveLocaleFromSearch } from './resolve-locale';

const settings = { defaultLocale: 'he', enabledLocales: ['he', 'en'] } as const;

describe('resolveLocale', () => {
  it('uses the default locale when no lang is given', () => {
    expect(resolveLocale(null, settings)).toEqual({ ok: true, locale: 'he', fromUrl: false });
  });

  it('accepts an enabled lang and remembers it came from the URL', () => {
    expect(resolveLocale('en', settings)).toEqual({ ok: true, locale: 'en', fromUrl: true });
    expect(resolveLocale('he', settings)).toEqual({ ok: true, locale: 'he', fromUrl: true });
  });

  it('refuses a message locale that is not enabled', () => {
    expect(resolveLocale('ru', settings)).toEqual({ ok: false, requested: 'ru' });
    expect(resolveLocale('pl', settings)).toEqual({ ok: false, requested: 'pl' });
  });

  it('refuses unknown, empty and wrongly cased values', () => {
    for (const lang of ['xx', '', 'EN', 'en-US', 'he ']) {
      expect(resolveLocale(lang, settings).ok, JSON.stringify(lang)).toBe(false);
    }
  });

  it('follows the enabled list of the deployment', () => {
    const withRussian = { defaultLocale: 'en', enabledLocales: ['en', 'ru'] } as const;
    expect(resolveLocale('ru', withRussian)).toEqual({ ok: true, locale: 'ru', fromUrl: true });
    expect(resolveLocale('he', withRussian).ok).toBe(false);
    expect(resolveLocale(null, withRussian)).toEqual({ ok: true, locale: 'en', fromUrl: false });
  });

  it('reads the lang from a query string', () => {
    expect(resolveLocaleFromSearch('?view=feature&lang=en', settings)).toMatchObject({ ok: true, locale: 'en' });
    expect(resolveLocaleFromSearch('?lang=xx', settings).ok).toBe(false);
    expect(resolveLocaleFromSearch('', settings)).toMatchObject({ ok: true, locale: 'he' });
  });
});
