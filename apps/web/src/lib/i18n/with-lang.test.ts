import { describe, expect, it } from 'vitest';
import { withLang } from './with-lang';

describe('withLang', () => {
  it('adds lang to a plain path', () => {
    expect(withLang('/order/12', 'en')).toBe('/order/12?lang=en');
  });

  it('keeps other parameters and the hash, replacing an older lang', () => {
    expect(withLang('/?view=feature&lang=he#top', 'en')).toBe('/?view=feature&lang=en#top');
  });

  it('leaves the address alone without a lang', () => {
    expect(withLang('/vod?x=1', null)).toBe('/vod?x=1');
  });
});
