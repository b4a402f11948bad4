import { KupaError, type MessageLocale } from '@kupa/domain';
import type { Feature, LocationOption } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { CatalogueRepository } from './catalogue.repository';
import { createHash } from 'node:crypto';
import type { PosterSize } from './poster-images';
import { renderPosterSvg } from './poster-svg';

type FeatureRow = Awaited<ReturnType<CatalogueRepository['listFeatures']>>[number];

function toFeature(row: FeatureRow, locale: MessageLocale): Feature {
  return {
    id: row.id,
    name: localized(locale, row.name_he, row.name_en),
    synopsis: localized(locale, row.synopsis_he, row.synopsis_en),
    director: row.director,
    actors: row.actors,
    releaseYear: row.release_year,
    trailer: row.trailer_url,
    duration: row.duration_minutes,
    ratingName: row.rating_name,
    categoryId: row.category_id,
    kind: row.kind,
    posterUrl: `/api/features/${row.id}/image?lang=${locale}`,
  };
}

/** Branch list, feature list, posters and the video-on-demand feature lookup. */
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  async locationOptions(locale: MessageLocale): Promise<LocationOption[]> {
    const rows = await this.repository.listLocations();
    return rows.map((r) => ({ text: localized(locale, r.name_he, r.name_en), value: r.id }));
  }

  async features(locale: MessageLocale): Promise<Feature[]> {
    return (await this.repository.listFeatures()).map((r) => toFeature(r, locale));
  }

  /** api-compat: an unknown or non-VOD film answers { feature: null }, not 404. */
  async videoOnDemandFeature(featureId: number, locale: MessageLocale): Promise<Feature | null> {
    const [row] = await this.repository.listFeatures(featureId);
    if (!row || !(await this.repository.isVideoOnDemandFeature(featureId))) return null;
    return toFeature(row, locale);
  }

  /**
   * A feature's poster as the customer pages draw it: the WebP rendition of the poster staff uploaded, or the
   * generated SVG while it has none. The etag names the version (or the SVG's content), so a browser revalidates and
   * sees a new upload on its next request.
   */
  async poster(
    featureId: number,
    size: PosterSize,
    locale: MessageLocale,
  ): Promise<{ type: string; body: Uint8Array | string; etag: string }> {
    const uploaded = await this.repository.posterImage(featureId, size);
    if (uploaded)
      return { type: 'image/webp', body: Buffer.from(uploaded.bytes), etag: `"poster-${featureId}-v${uploaded.version}-${size}"` };
    const svg = await this.posterSvg(featureId, locale);
    return {
      type: 'image/svg+xml; charset=utf-8',
      body: svg,
      etag: `"svg-${createHash('sha256').update(svg).digest('hex').slice(0, 20)}"`,
    };
  }

  async posterSvg(featureId: number, locale: MessageLocale): Promise<string> {
    const [row] = await this.repository.listFeatures(featureId);
    if (!row) throw new KupaError('FEATURE_NOT_FOUND');
    return renderPosterSvg({
      title: localized(locale, row.name_he, row.name_en),
      subtitle: localized(locale === 'he' ? 'en' : 'he', row.name_he, row.name_en),
      color: row.poster_color ?? '#3b2f63',
      rating: row.rating_name,
      rtl: locale === 'he' || locale === 'ar',
    });
  }
}
