import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { liveEn } from './en';
import { liveHe } from './he';
import { liveCatalogue } from './live-catalogue';

describe('kupa-live messages', () => {
  it('have identical keys in Hebrew and English, none empty, none shared with the site catalogue', () => {
    expect(Object.keys(liveHe).sort()).toEqual(Object.keys(liveEn).sort());
    for (const [key, text] of Object.entries(liveHe)) expect(text.trim(), key).not.toBe('');
    for (const key of Object.keys(liveEn)) expect(key.startsWith('live.'), key).toBe(true);
    for (const key of Object.keys(liveEn)) expect(Object.keys(en), key).not.toContain(key);
  });

  it('are valid ICU messages with the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(liveEn) as (keyof typeof liveEn)[]) {
      expect(() => parse(liveEn[key]), key).not.toThrow();
      expect(() => parse(liveHe[key]), key).not.toThrow();
      expect(names(liveHe[key]), key).toEqual(names(liveEn[key]));
    }
  });

  it('fall back to English for the partial locales', () => {
    expect(liveCatalogue('he')['live.login.title']).toBe('כניסת צוות');
    expect(liveCatalogue('ru')['live.login.title']).toBe('Staff login');
  });
});
