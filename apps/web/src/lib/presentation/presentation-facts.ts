import type { Presentation } from '@kupa/contracts';

/** Below this share of free seats a presentation shows "last seats". */
export const FEW_SEATS_RATIO = 0.2;

export type Availability = 'available' | 'few' | 'soldOut' | 'online' | 'saleNotStarted' | 'boxOfficeOnly';

/**
 * What the list tells a buyer about seats: video on demand is always "online"; an offline branch sells at its box
 * office only and a sale that has not opened is not "seats available" (spec 4, spec 8); soldout or no free seat is
 * sold out.
 */
export function availabilityOf(p: Pick<Presentation, 'isVod' | 'soldout' | 'availRatio' | 'isOffline' | 'ticketingState'>): Availability {
  if (p.isVod) return 'online';
  if (p.isOffline) return 'boxOfficeOnly';
  if (p.ticketingState === 'not-started') return 'saleNotStarted';
  if (p.soldout === 1 || p.availRatio <= 0) return 'soldOut';
  if (p.availRatio <= FEW_SEATS_RATIO) return 'few';
  return 'available';
}

/** The cheapest ticket of a presentation ("from" price), or null when it has no price levels. */
export function lowestPrice(p: Pick<Presentation, 'priceLevels'>): number | null {
  if (p.priceLevels.length === 0) return null;
  return Math.min(...p.priceLevels.map((l) => l.minPrice));
}

/** The price range over all price levels, or null without prices. */
export function priceRange(p: Pick<Presentation, 'priceLevels'>): { min: number; max: number } | null {
  if (p.priceLevels.length === 0) return null;
  return {
    min: Math.min(...p.priceLevels.map((l) => l.minPrice)),
    max: Math.max(...p.priceLevels.map((l) => l.maxPrice)),
  };
}
