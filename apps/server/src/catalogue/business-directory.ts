import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of its businesses: what other modules need of a business (its names, currency, time zone,
 * settings document and web auth profile). They read it here rather than the catalogue's tables (the house rule of
 * tools/eslint/table-owners.js). Each function takes the caller's database or transaction, so that a read made in a
 * transaction sees what that transaction sees.
 */

/** The table the business facts are read from (for a cache of them: db/recent-reads.ts). */
export const BUSINESS_FACTS_TABLES = ['businesses'] as const;

/** One business as the other modules see it. */
export interface BusinessFacts {
  id: number;
  nameHe: string;
  nameEn: string;
  currency: string;
  timeZone: string;
  /** The tenant settings document (businesses.settings_json); each module reads the part it applies. */
  settingsJson: string;
}

const COLUMNS = ['id', 'name_he', 'name_en', 'currency', 'time_zone', 'settings_json'] as const;

function factsOf(row: {
  id: number;
  name_he: string;
  name_en: string;
  currency: string;
  time_zone: string;
  settings_json: string;
}): BusinessFacts {
  return {
    id: row.id,
    nameHe: row.name_he,
    nameEn: row.name_en,
    currency: row.currency,
    timeZone: row.time_zone,
    settingsJson: row.settings_json,
  };
}

/** A business, or undefined when there is no such business. */
export async function businessFacts(db: Kysely<Database>, businessId: number): Promise<BusinessFacts | undefined> {
  const [row] = await businessesByIds.execute(db, { ids: [businessId] });
  return row ? factsOf(row) : undefined;
}

/** Some businesses by id (an unknown id is left out). */
export async function businessFactsByIds(db: Kysely<Database>, businessIds: readonly number[]): Promise<Map<number, BusinessFacts>> {
  const ids = [...new Set(businessIds)];
  if (ids.length === 0) return new Map();
  const rows = await businessesByIds.execute(db, { ids });
  return new Map(rows.map((r) => [r.id, factsOf(r)]));
}

// On every order's pricing path: compiled once per number of ids (db/compiled-once.ts).
const businessesByIds = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('businesses').select(COLUMNS).where('id', 'in', a.ids),
);

/** Every business, by id (the first is the default tenant of a request that names none). */
export async function allBusinessFacts(db: Kysely<Database>): Promise<BusinessFacts[]> {
  const rows = await db.selectFrom('businesses').select(COLUMNS).orderBy('id').execute();
  return rows.map(factsOf);
}

/** The auth profile a business's web sales go through: its first one; null when it has none. */
export async function webAuthProfileOf(db: Kysely<Database>, businessId: number): Promise<number | null> {
  const row = await db
    .selectFrom('auth_profiles')
    .select('id')
    .where('business_id', '=', businessId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Adds to each row some facts of its business, read in one query (what a join of the businesses table gave): a row
 * whose business is unknown is left out, as an inner join would.
 */
export async function withBusinessFacts<R extends { business_id: number }, A extends object>(
  db: Kysely<Database>,
  rows: readonly R[],
  add: (business: BusinessFacts) => A,
): Promise<Array<R & A>> {
  const businesses = await businessFactsByIds(
    db,
    rows.map((r) => r.business_id),
  );
  return rows.flatMap((row) => {
    const business = businesses.get(row.business_id);
    return business ? [{ ...row, ...add(business) }] : [];
  });
}

/** The locations of a business with their names, by id (what forms offer as a choice of branch). */
export function locationNamesOf(
  db: Kysely<Database>,
  businessId: number,
): Promise<Array<{ id: number; name_he: string; name_en: string }>> {
  return db.selectFrom('locations').select(['id', 'name_he', 'name_en']).where('business_id', '=', businessId).orderBy('id').execute();
}
