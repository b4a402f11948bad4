import type { FeatureInput, StaffFeature, StaffFeaturesResponse } from '@kupa/contracts';
import { FEATURE_KINDS, KupaError, type Clock, type FeatureKind } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { FeatureAdminRepository, type FeatureValues } from './feature-admin.repository';

type FeatureRow = NonNullable<Awaited<ReturnType<FeatureAdminRepository['feature']>>>;

/**
 * Films and events as the back office manages them (issue 13): Hebrew and English texts, category, rating, duration,
 * language, subtitles and dubbing. The public listing and presentation calls read the same rows, so a change shows
 * to customers on their next call.
 */
export class FeatureAdminService {
  constructor(
    private readonly repository: FeatureAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffFeaturesResponse, 'businessId'>> {
    const [features, categories] = await Promise.all([this.repository.features(businessId), this.repository.categories(businessId)]);
    return {
      features: features.map(featureOf),
      categories: categories.map((c) => ({ id: c.id, nameHe: c.name_he, nameEn: c.name_en })),
    };
  }

  /** A feature of the business: FEATURE_NOT_FOUND for an unknown id, FORBIDDEN for another business's. */
  async get(businessId: number, id: number): Promise<StaffFeature> {
    return featureOf(await this.owned(businessId, id));
  }

  async create(businessId: number, input: FeatureInput, actorId: number): Promise<StaffFeature> {
    await this.assertCategory(businessId, input.categoryId);
    const id = await this.repository.create(businessId, valuesOf(input), (newId) =>
      this.audit(actorId, 'feature.created', newId, { after: input }),
    );
    return this.get(businessId, id);
  }

  async update(businessId: number, id: number, input: FeatureInput, actorId: number): Promise<StaffFeature> {
    const before = featureOf(await this.owned(businessId, id));
    await this.assertCategory(businessId, input.categoryId);
    const changed = await this.repository.update(
      businessId,
      id,
      valuesOf(input),
      this.audit(actorId, 'feature.changed', id, { before, after: input }),
    );
    if (!changed) throw new KupaError('FEATURE_NOT_FOUND', { id });
    return this.get(businessId, id);
  }

  private async owned(businessId: number, id: number): Promise<FeatureRow> {
    const row = await this.repository.feature(id);
    if (!row) throw new KupaError('FEATURE_NOT_FOUND', { id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'featureId', id });
    return row;
  }

  /** A category must be one of the business's own (another tenant's category is refused as bad input). */
  private async assertCategory(businessId: number, categoryId: number | null): Promise<void> {
    if (categoryId === null) return;
    if ((await this.repository.categoryOwner(categoryId)) !== businessId) {
      throw new KupaError('VALIDATION_ERROR', { field: 'body.categoryId' });
    }
  }

  private audit(actorId: number, action: string, id: number, data: unknown) {
    return {
      at: this.clock.now().toISOString(),
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'feature',
      entityId: String(id),
      data,
    };
  }
}

function kindOf(value: string): FeatureKind {
  return FEATURE_KINDS.find((k) => k === value) ?? 'film';
}

function featureOf(row: FeatureRow): StaffFeature {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    nameHe: row.name_he,
    nameEn: row.name_en,
    synopsisHe: row.synopsis_he,
    synopsisEn: row.synopsis_en,
    categoryId: row.category_id,
    ratingName: row.rating_name,
    durationMinutes: row.duration_minutes,
    language: row.language,
    subtitles: row.subtitles,
    dubbing: row.dubbing,
    director: row.director,
    actors: row.actors,
    releaseYear: row.release_year,
    trailerUrl: row.trailer_url,
    is3d: row.is_3d === 1,
  };
}

function valuesOf(input: FeatureInput): FeatureValues {
  const text = (value: string | null) => (value === null || value === '' ? null : value);
  return {
    kind: input.kind,
    name_he: input.nameHe,
    name_en: input.nameEn,
    synopsis_he: text(input.synopsisHe),
    synopsis_en: text(input.synopsisEn),
    category_id: input.categoryId,
    rating_name: text(input.ratingName),
    duration_minutes: input.durationMinutes,
    language: text(input.language),
    subtitles: text(input.subtitles),
    dubbing: text(input.dubbing),
    director: text(input.director),
    actors: text(input.actors),
    release_year: input.releaseYear,
    trailer_url: text(input.trailerUrl),
    is_3d: input.is3d ? 1 : 0,
  };
}

/** The features service of a database (the back office edits films and events through it). */
export function createFeatureAdmin(database: DatabaseHandle, clock: Clock): FeatureAdminService {
  return new FeatureAdminService(new FeatureAdminRepository(database.db, database.dialect), clock);
}
