import { describe, expect, it } from 'vitest';
import { EMPTY_FILM, filmDraftOf, filmInputOf } from './film-draft';

describe('film draft', () => {
  it('saves empty texts as null and numbers as numbers', () => {
    const result = filmInputOf({ ...EMPTY_FILM, nameHe: ' גל ', nameEn: 'Wave', durationMinutes: '95', categoryId: '2' });
    expect(result).toEqual({
      input: expect.objectContaining({
        nameHe: 'גל',
        durationMinutes: 95,
        categoryId: 2,
        releaseYear: null,
        synopsisEn: null,
        is3d: false,
      }),
    });
    if ('input' in result) expect(filmDraftOf({ ...result.input, id: 7 }).durationMinutes).toBe('95');
  });

  it('names a number field that cannot be read', () => {
    expect(filmInputOf({ ...EMPTY_FILM, durationMinutes: '' })).toEqual({ invalid: 'durationMinutes' });
    expect(filmInputOf({ ...EMPTY_FILM, durationMinutes: '1.5' })).toEqual({ invalid: 'durationMinutes' });
    expect(filmInputOf({ ...EMPTY_FILM, durationMinutes: '90', releaseYear: 'next' })).toEqual({ invalid: 'releaseYear' });
  });
});
