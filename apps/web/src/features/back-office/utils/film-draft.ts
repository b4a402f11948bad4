import type { FeatureInput, StaffFeature } from '@kupa/contracts';
import type { FeatureKind } from '@kupa/domain';

/** The film form as typed: every field is text (or a choice) until saved. */
export interface FilmDraft {
  kind: FeatureKind;
  nameHe: string;
  nameEn: string;
  synopsisHe: string;
  synopsisEn: string;
  categoryId: string;
  ratingName: string;
  durationMinutes: string;
  language: string;
  subtitles: string;
  dubbing: string;
  director: string;
  actors: string;
  releaseYear: string;
  trailerUrl: string;
  is3d: boolean;
}

export type FilmTextField = Exclude<keyof FilmDraft, 'kind' | 'is3d' | 'categoryId'>;

export const EMPTY_FILM: FilmDraft = {
  kind: 'film',
  nameHe: '',
  nameEn: '',
  synopsisHe: '',
  synopsisEn: '',
  categoryId: '',
  ratingName: '',
  durationMinutes: '',
  language: '',
  subtitles: '',
  dubbing: '',
  director: '',
  actors: '',
  releaseYear: '',
  trailerUrl: '',
  is3d: false,
};

export function filmDraftOf(feature: StaffFeature): FilmDraft {
  const text = (value: string | null) => value ?? '';
  return {
    kind: feature.kind,
    nameHe: feature.nameHe,
    nameEn: feature.nameEn,
    synopsisHe: text(feature.synopsisHe),
    synopsisEn: text(feature.synopsisEn),
    categoryId: feature.categoryId === null ? '' : String(feature.categoryId),
    ratingName: text(feature.ratingName),
    durationMinutes: String(feature.durationMinutes),
    language: text(feature.language),
    subtitles: text(feature.subtitles),
    dubbing: text(feature.dubbing),
    director: text(feature.director),
    actors: text(feature.actors),
    releaseYear: feature.releaseYear === null ? '' : String(feature.releaseYear),
    trailerUrl: text(feature.trailerUrl),
    is3d: feature.is3d,
  };
}

/** A whole number typed in a field, null when empty, NaN when it is not one. */
function wholeNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : NaN;
}

/**
 * The feature to save, or the field that cannot be read as a whole number (the server checks everything else and
 * names the field it refuses).
 */
export function filmInputOf(draft: FilmDraft): { input: FeatureInput } | { invalid: 'durationMinutes' | 'releaseYear' } {
  const duration = wholeNumber(draft.durationMinutes);
  if (duration === null || Number.isNaN(duration)) return { invalid: 'durationMinutes' };
  const year = wholeNumber(draft.releaseYear);
  if (Number.isNaN(year)) return { invalid: 'releaseYear' };
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    input: {
      kind: draft.kind,
      nameHe: draft.nameHe.trim(),
      nameEn: draft.nameEn.trim(),
      synopsisHe: text(draft.synopsisHe),
      synopsisEn: text(draft.synopsisEn),
      categoryId: draft.categoryId === '' ? null : Number(draft.categoryId),
      ratingName: text(draft.ratingName),
      durationMinutes: duration,
      language: text(draft.language),
      subtitles: text(draft.subtitles),
      dubbing: text(draft.dubbing),
      director: text(draft.director),
      actors: text(draft.actors),
      releaseYear: year,
      trailerUrl: text(draft.trailerUrl),
      is3d: draft.is3d,
    },
  };
}
