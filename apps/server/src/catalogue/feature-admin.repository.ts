import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, FeaturesTable } from '../db/schema';
import { insertBusinessRow, updateBusinessRow } from '../shared/business-rows';
import type { AuditEntry } from '../shared/audit-log';

export type FeatureValues = Omit<Insertable<FeaturesTable>, 'id' | 'business_id'>;

const COLUMNS = [
  'id',
  'business_id',
  'kind',
  'name_he',
  'name_en',
  'synopsis_he',
  'synopsis_en',
  'category_id',
  'rating_name',
  'duration_minutes',
  'language',
  'subtitles',
  'dubbing',
  'director',
  'actors',
  'release_year',
  'trailer_url',
  'is_3d',
] as const;

/** The films and events of a business and their categories, as staff edit them (the catalogue owns them). */
export class FeatureAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  features(businessId: number) {
    return this.db.selectFrom('features').select(COLUMNS).where('business_id', '=', businessId).orderBy('id', 'desc').execute();
  }

  feature(id: number) {
    return this.db.selectFrom('features').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  categories(businessId: number) {
    return this.db
      .selectFrom('feature_categories')
      .select(['id', 'name_he', 'name_en'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
  }

  async categoryOwner(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('feature_categories').select('business_id').where('id', '=', id).executeTakeFirst();
    return row?.business_id ?? null;
  }

  /** Adds a feature with its audit entry; answers its id. */
  create(businessId: number, values: FeatureValues, audit: (id: number) => Omit<AuditEntry, 'businessId'>): Promise<number> {
    return insertBusinessRow(this.db, this.dialect, 'features', businessId, values, audit);
  }

  /** Changes a feature of the business with its audit entry; false when the business has no such feature. */
  update(businessId: number, id: number, values: FeatureValues, audit: Omit<AuditEntry, 'businessId'>): Promise<boolean> {
    return updateBusinessRow(this.db, this.dialect, 'features', businessId, id, values, audit);
  }
}
