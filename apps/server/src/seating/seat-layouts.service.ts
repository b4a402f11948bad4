import { KupaError, type MessageLocale } from '@kupa/domain';
import type { SeatplanV1, SeatplanV2 } from '@kupa/contracts';
import { BoundedCache } from '../shared/bounded-cache';
import { buildCompactLayout } from './compact-layout';
import type { SeatCatalogueRepository } from './seat-catalogue.repository';
import { toSeatplanLayout, type SeatplanLayout } from './seatplan-layout';
import { buildVerboseLayout } from './verbose-layout';

/** Seat plans do not change while the server runs; a few hundred of them cover every hall of a large chain. */
const LAYOUT_CACHE_SIZE = 256;

/** Seat plan layouts, read once per plan and kept in memory (bounded). */
export class SeatLayoutsService {
  private readonly cache = new BoundedCache<number, SeatplanLayout>(LAYOUT_CACHE_SIZE);

  constructor(private readonly repository: SeatCatalogueRepository) {}

  /** The layout of a seat plan; SEATPLAN_NOT_FOUND when there is none. */
  layoutOf(seatplanId: number): Promise<SeatplanLayout> {
    return this.cache.get(seatplanId, async () => {
      const rows = await this.repository.findSeatplan(seatplanId);
      if (!rows) throw new KupaError('SEATPLAN_NOT_FOUND');
      return toSeatplanLayout(rows);
    });
  }

  /** seatplanV2: the compact layout in the request's language; the plan must belong to the venue. */
  async compact(venueId: number, seatplanId: number, locale: MessageLocale): Promise<SeatplanV2> {
    const layout = await this.ofVenue(venueId, seatplanId);
    return layout.memo(`compact:${locale}`, () => buildCompactLayout(layout, locale));
  }

  /** The verbose v1 layout in the request's language. */
  async verbose(venueId: number, seatplanId: number, locale: MessageLocale): Promise<SeatplanV1> {
    const layout = await this.ofVenue(venueId, seatplanId);
    return layout.memo(`verbose:${locale}`, () => buildVerboseLayout(layout, locale));
  }

  private async ofVenue(venueId: number, seatplanId: number): Promise<SeatplanLayout> {
    const layout = await this.layoutOf(seatplanId);
    if (layout.venueId !== venueId) throw new KupaError('SEATPLAN_NOT_FOUND');
    return layout;
  }
}
