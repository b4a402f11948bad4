import type { MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localized } from '../shared/localized';
import { withFeatureNames } from './feature-names';

/** The title of each presentation (its feature's name), for lists of other modules (video on demand). */
export async function presentationTitles(
  db: Kysely<Database>,
  presentationIds: readonly number[],
  locale: MessageLocale,
): Promise<ReadonlyMap<number, string>> {
  if (presentationIds.length === 0) return new Map();
  const rows = await withFeatureNames(
    db,
    await db
      .selectFrom('presentations')
      .select(['id', 'feature_id'])
      .where('id', 'in', [...new Set(presentationIds)])
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, localized(locale, r.name_he, r.name_en)]));
}
