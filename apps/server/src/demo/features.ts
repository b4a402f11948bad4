import { addDays } from '@kupa/domain';
import type { BusinessRefs, DemoContext, FeatureRef } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import { FILM_CATEGORIES, FILMS, type CatalogueEntry } from './film-catalogue';
import { PLAYS, THEATRE_CATEGORIES } from './theatre-catalogue';

/** Feature categories, films for the cinema and plays and events for the theatre. */
export function addFeatures(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): FeatureRef[] {
  return [
    ...addCatalogue(ctx, businesses.cinema, FILM_CATEGORIES, FILMS, 'film'),
    ...addCatalogue(ctx, businesses.theatre, THEATRE_CATEGORIES, PLAYS, 'event'),
  ];
}

function addCatalogue(
  ctx: DemoContext,
  business: BusinessRefs,
  categories: ReadonlyArray<readonly [string, string, string]>,
  entries: readonly CatalogueEntry[],
  kind: 'film' | 'event',
): FeatureRef[] {
  const categoryIds = new Map<string, number>();
  for (const [key, he, en] of categories) {
    const id = ctx.ids.next('feature_categories');
    categoryIds.set(key, id);
    ctx.sink.add('feature_categories', { id, business_id: business.id, name_he: he, name_en: en });
  }
  return entries.map((e) => {
    const id = ctx.ids.next('features');
    const releaseDate = addDays(ctx.today, e.releaseInDays);
    const slug = e.en
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    ctx.sink.add('features', {
      id,
      business_id: business.id,
      category_id: categoryIds.get(e.category) ?? null,
      name_he: e.he,
      name_en: e.en,
      synopsis_he: e.synopsisHe,
      synopsis_en: e.synopsisEn,
      kind,
      director: e.director,
      actors: e.actors || null,
      release_year: e.year,
      release_date: releaseDate,
      trailer_url: kind === 'film' ? `https://media.example.com/trailers/${slug}.mp4` : null,
      duration_minutes: e.minutes,
      rating_name: e.rating,
      language: e.language,
      subtitles: e.subtitles,
      dubbing: e.dubbing ?? null,
      poster_color: e.color,
      is_3d: e.is3d ? 1 : 0,
    });
    return {
      id,
      businessId: business.id,
      kind,
      nameEn: e.en,
      durationMinutes: e.minutes,
      rating: e.rating,
      popularity: e.popularity,
      is3d: !!e.is3d,
      releaseDate,
      language: e.language,
      subtitles: e.subtitles,
      dubbing: e.dubbing ?? null,
      isVod: !!e.vod,
      stage: e.stage ?? null,
    };
  });
}
