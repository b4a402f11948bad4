import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isVideoOnDemandFeature } from '../presentations/vod-offers';
import type { PosterSize } from './poster-images';

/** Branches and features as the public catalogue shows them. */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listLocations() {
    return this.db.selectFrom('locations').select(['id', 'name_he', 'name_en', 'is_offline']).orderBy('id').execute();
  }

  listFeatures(featureId?: number) {
    let q = this.db
      .selectFrom('features')
      .select([
        'id',
        'name_he',
        'name_en',
        'synopsis_he',
        'synopsis_en',
        'director',
        'actors',
        'release_year',
        'trailer_url',
        'duration_minutes',
        'rating_name',
        'category_id',
        'kind',
        'poster_color',
      ]);
    if (featureId !== undefined) q = q.where('id', '=', featureId);
    return q.orderBy('id').execute();
  }

  /** Whether a feature is offered as video on demand (the schedule's answer: a presentation in venue types 101-104). */
  isVideoOnDemandFeature(featureId: number): Promise<boolean> {
    return isVideoOnDemandFeature(this.db, featureId);
  }

  /** One rendition of the poster staff uploaded for a feature, with its version; undefined when it has none. */
  async posterImage(featureId: number, size: PosterSize): Promise<{ version: number; bytes: Uint8Array } | undefined> {
    const column = size === 'thumb' ? 'thumb_webp' : 'detail_webp';
    const row = await this.db
      .selectFrom('feature_posters')
      .select(['version', `${column} as bytes`])
      .where('feature_id', '=', featureId)
      .executeTakeFirst();
    return row ? { version: row.version, bytes: row.bytes } : undefined;
  }
}
