import type { Kysely } from 'kysely';
import { featuresByIds } from '../catalogue/catalogue-directory';
import type { Database } from '../db/schema';

/**
 * Adds to presentation rows their feature's names, read from the catalogue in one statement for all of them; a row
 * whose feature is missing is left out, as the join that read the names before did.
 */
export async function withFeatureNames<R extends { feature_id: number }>(
  db: Kysely<Database>,
  rows: readonly R[],
): Promise<Array<R & { name_he: string; name_en: string }>> {
  const features = new Map(
    (
      await featuresByIds(
        db,
        rows.map((r) => r.feature_id),
      )
    ).map((f) => [f.id, f]),
  );
  return rows.flatMap((r) => {
    const f = features.get(r.feature_id);
    return f ? [{ ...r, name_he: f.name_he, name_en: f.name_en }] : [];
  });
}
