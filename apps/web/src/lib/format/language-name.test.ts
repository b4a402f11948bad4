import { describe, expect, it } from 'vitest';
import { languageName } from './language-name';

describe('languageName', () => {
  it('names a language in the page language', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('he', 'he')).toBe('עברית');
  });

  it('shows free text that is not a language code as given', () => {
    expect(languageName('Hebrew and Arabic', 'en')).toBe('Hebrew and Arabic');
  });
});
