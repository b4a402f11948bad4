import type { MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localized } from '../shared/localized';

/** The title of each presentation (its feature's name), for lists of other modules (video on demand). */
export async function presentationTitles(
  db: Kysely<Database>,
  presentationIds: readonly number[],
  locale: MessageLocale,
): Promise<ReadonlyMap<number, string>> {
  if (presentationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('presentations as p')
    .innerJoin('features as f', 'f.id', 'p.feature_id')
    .select(['p.id', 'f.name_he', 'f.name_en'])
    .where('p.id', 'in', [...new Set(presentationIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, localized(locale, r.name_he, r.name_en)]));
}
