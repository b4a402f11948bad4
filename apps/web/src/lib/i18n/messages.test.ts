import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { he } from '../../i18n/he';
import { pl } from '../../i18n/pl';
import { ru } from '../../i18n/ru';
import { loadCatalogue, withEnglishFallback } from './messages';

describe('message catalogues', () => {
  it('have identical keys in Hebrew and English, none empty', () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(he)) expect(text.trim(), key).not.toBe('');
  });

  it('use no key in a partial catalogue that English lacks', () => {
    for (const partial of [ru, ar, pl]) {
      for (const key of Object.keys(partial)) expect(Object.keys(en)).toContain(key);
    }
  });

  it('keep the 404 sentence in English exactly as the spec words it', () => {
    expect(en['notFound.title']).toBe('This page could not be found');
    expect(en['error.title']).toBe('Error Occurred');
    expect(he['notFound.title']).toBe('הדף לא נמצא');
  });
});

describe('withEnglishFallback', () => {
  it('fills missing keys from English and keeps translated ones', () => {
    const merged = withEnglishFallback({ 'listing.title': 'Afisha' });
    expect(merged['listing.title']).toBe('Afisha');
    expect(merged['presentation.buy']).toBe(en['presentation.buy']);
    expect(Object.keys(merged).sort()).toEqual(Object.keys(en).sort());
  });

  it('treats empty or blank translations as missing', () => {
    const merged = withEnglishFallback({ 'listing.title': '', 'nav.vod': '   ' });
    expect(merged['listing.title']).toBe(en['listing.title']);
    expect(merged['nav.vod']).toBe(en['nav.vod']);
  });

  it('does not change the English base', () => {
    withEnglishFallback({ 'listing.title': 'X' });
    expect(en['listing.title']).toBe('What’s on');
  });
});

describe('loadCatalogue', () => {
  it('gives full catalogues for partial locales', async () => {
    const russian = await loadCatalogue('ru');
    expect(russian['notFound.title']).toBe('Страница не найдена');
    expect(russian['listing.empty.title']).toBe(en['listing.empty.title']);
    expect((await loadCatalogue('he'))['notFound.title']).toBe('הדף לא נמצא');
  });
});
