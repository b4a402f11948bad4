import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * The seating module's read port of where seats are, for an order's pages (the confirmation, the e-ticket): the
 * reservations module reads its tickets, then their seats here by id, rather than joining the seating tables.
 */

/** A seat as an order names it: its row and seat names and its section's names and seating. */
export interface SeatPlace {
  row_name: string;
  seat_name: string;
  section_name_he: string;
  section_name_en: string;
  /** 0 for a general-admission section of a reserved hall (a standing area). */
  section_is_reserved: number;
}

const IN_LIST_LIMIT = 5000;

const placesOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db
    .selectFrom('seats as s')
    .innerJoin('seatplan_sections as sec', 'sec.id', 's.section_id')
    .select([
      's.id',
      's.row_name',
      's.seat_name',
      'sec.name_he as section_name_he',
      'sec.name_en as section_name_en',
      'sec.is_reserved as section_is_reserved',
    ])
    .where('s.id', 'in', a.ids),
);

/** Some seats by id with their sections, one statement (per IN list); an unknown id is left out. */
export async function seatPlaces(db: Kysely<Database>, seatIds: ReadonlyArray<number | null>): Promise<Map<number, SeatPlace>> {
  const places = new Map<number, SeatPlace>();
  const ids = [...new Set(seatIds.filter((id): id is number => id !== null))];
  for (const part of chunks(ids, IN_LIST_LIMIT)) {
    for (const { id, ...place } of await placesOf.execute(db, { ids: part })) places.set(id, place);
  }
  return places;
}
