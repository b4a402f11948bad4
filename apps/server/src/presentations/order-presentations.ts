import type { Kysely } from 'kysely';
import { scheduleCatalogue } from '../catalogue/schedule-catalogue';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The presentations module's read port of what an order's pages show of its presentations and ticket types: for
 * the waiver pages (the buyer's and the staff's), the reservations module reads its tickets, then these by id,
 * rather than joining the schedule's tables (each function answers a whole set of ids in one statement per owner);
 * for the confirmation, the e-ticket and the commit's answer, read on every purchase, it joins the query fragments
 * at the end of this file instead, so that read is one statement.
 */

/** A presentation as an order shows it: when, where (feature, hall, location and its time zone), how it is seated. */
export interface OrderPresentation {
  id: number;
  business_id: number;
  venue_id: number;
  starts_at: string;
  business_date: string;
  duration_minutes: number;
  is_reserved: number;
  is_display_qr: number;
  feature_name_he: string;
  feature_name_en: string;
  venue_name_he: string;
  venue_name_en: string;
  location_name_he: string;
  location_name_en: string;
  time_zone: string;
}

/** Where a presentation is, by name: its feature, hall, location and the location's time zone (as orders show it). */
export type PlaceNames = Pick<
  OrderPresentation,
  'feature_name_he' | 'feature_name_en' | 'venue_name_he' | 'venue_name_en' | 'location_name_he' | 'location_name_en' | 'time_zone'
>;

export function placeNamesOf(p: OrderPresentation): PlaceNames {
  return {
    feature_name_he: p.feature_name_he,
    feature_name_en: p.feature_name_en,
    venue_name_he: p.venue_name_he,
    venue_name_en: p.venue_name_en,
    location_name_he: p.location_name_he,
    location_name_en: p.location_name_en,
    time_zone: p.time_zone,
  };
}

type PresentationFilter = { ids: readonly number[] } | { venueIds: readonly number[]; businessDate: string };

/**
 * Some presentations (any status) with their feature's, hall's and location's names: by id, or those in some halls on
 * a business date. Two statements: the presentations, then the catalogue's names of all of them. A presentation whose
 * feature or hall is missing is left out, as the joins that read them before did.
 */
export async function orderPresentations(db: Kysely<Database>, filter: PresentationFilter): Promise<Map<number, OrderPresentation>> {
  const found = new Map<number, OrderPresentation>();
  const ids = 'ids' in filter ? [...new Set(filter.ids)] : [];
  if ('ids' in filter ? ids.length === 0 : filter.venueIds.length === 0) return found;
  const rows =
    'ids' in filter
      ? await presentationsByIds.execute(db, { ids })
      : await presentationRows(db).where('venue_id', 'in', filter.venueIds).where('business_date', '=', filter.businessDate).execute();
  const { features, halls } = await scheduleCatalogue(db, {
    featureIds: rows.map((r) => r.feature_id),
    venueIds: rows.map((r) => r.venue_id),
  });
  for (const { feature_id, ...row } of rows) {
    const f = features.get(feature_id);
    const v = halls.get(row.venue_id);
    if (!f || !v) continue;
    found.set(row.id, {
      ...row,
      feature_name_he: f.name_he,
      feature_name_en: f.name_en,
      venue_name_he: v.name_he,
      venue_name_en: v.name_en,
      location_name_he: v.location_name_he,
      location_name_en: v.location_name_en,
      time_zone: v.time_zone,
    });
  }
  return found;
}

const presentationRows = (db: Kysely<Database>) =>
  db
    .selectFrom('presentations')
    .select([
      'id',
      'business_id',
      'feature_id',
      'venue_id',
      'starts_at',
      'business_date',
      'duration_minutes',
      'is_reserved',
      'is_display_qr',
    ]);

// Every purchase's answer reads an order's presentations and ticket types: compiled once (db/compiled-once.ts).
const presentationsByIds = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) => presentationRows(db).where('id', 'in', a.ids));

const ticketTypesByIds = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('price_policies').select(['id', 'name_he', 'name_en']).where('id', 'in', a.ids),
);

/**
 * When some presentations start, by id (an unknown id is left out): a cancellation's deadline, and a hold order's
 * inside the commit transaction (compiled once, as the commit's own statement was).
 */
export async function presentationStarts(db: Kysely<Database>, presentationIds: readonly number[]): Promise<Map<number, string>> {
  if (presentationIds.length === 0) return new Map();
  const rows = await startsByIds.execute(db, { ids: [...new Set(presentationIds)] });
  return new Map(rows.map((r) => [r.id, r.starts_at]));
}

const startsByIds = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('presentations').select(['id', 'starts_at']).where('id', 'in', a.ids),
);

/** The names of some ticket types (price policies), retired ones included, by id (an unknown id is left out). */
export async function ticketTypeNames(
  db: Kysely<Database>,
  pricePolicyIds: readonly number[],
): Promise<Map<number, { name_he: string; name_en: string }>> {
  if (pricePolicyIds.length === 0) return new Map();
  const rows = await ticketTypesByIds.execute(db, { ids: [...new Set(pricePolicyIds)] });
  return new Map(rows.map((r) => [r.id, { name_he: r.name_he, name_en: r.name_en }]));
}

/**
 * Query fragments of the same for the statement that reads an order's tickets (the confirmation, the e-ticket, the
 * commit's answer, every purchase): the reservations module joins them to its tickets as subqueries, beside the
 * catalogue's names (catalogue/hall-locations.ts) and the seats' (seating/seat-places.ts), so the read stays one
 * statement (ADR 0020). Every presentation as an order shows it, as columns `id`, `feature_id`, `venue_id`,
 * `starts_at`, `duration_minutes`, `is_reserved` and `is_display_qr`.
 */
export function orderPresentationFacts(db: Kysely<Database>) {
  return db
    .selectFrom('presentations')
    .select(['id', 'feature_id', 'venue_id', 'starts_at', 'duration_minutes', 'is_reserved', 'is_display_qr']);
}

/** Every ticket type's (price policy's) name, retired ones included, as `id`, `ticket_name_he` and `ticket_name_en`. */
export function ticketTypeNameFacts(db: Kysely<Database>) {
  return db.selectFrom('price_policies').select(['id', 'name_he as ticket_name_he', 'name_en as ticket_name_en']);
}
