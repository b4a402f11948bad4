import type { SeededRandom } from '@kupa/domain';
import type { BusinessRefs, PresentationRef } from './demo-model';
import { weightedPick } from './demo-random';
import type { ProductRef } from './products';

// How buyers behave: party sizes, where and when they buy, what they eat.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const CINEMA_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 15],
  [2, 45],
  [3, 12],
  [4, 17],
  [5, 5],
  [6, 4],
  [8, 1.5],
  [10, 0.5],
];
const THEATRE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 12],
  [2, 60],
  [3, 8],
  [4, 15],
  [6, 5],
];
const SOFA_SIZES: ReadonlyArray<readonly [number, number]> = [
  [2, 70],
  [4, 25],
  [6, 5],
];

export function partySize(rng: SeededRandom, p: PresentationRef): number {
  if (p.venue.kind === 'vipSofas') return weightedPick(rng, SOFA_SIZES);
  return weightedPick(rng, p.business.key === 'theatre' ? THEATRE_SIZES : CINEMA_SIZES);
}

export type ChannelKind = 'web' | 'pos' | 'kiosk';

/** The offline branch sells only at its box office (spec 4: an offline location blocks web booking). */
export function pickChannel(rng: SeededRandom, p: PresentationRef): { id: number; kind: ChannelKind } {
  const c = p.business.channels;
  if (p.venue.isOffline) return { id: rng.chance(0.7) ? c.pos[0] : c.pos[1], kind: 'pos' };
  const weights: ReadonlyArray<readonly [{ id: number; kind: ChannelKind }, number]> =
    p.business.key === 'theatre'
      ? [
          [{ id: c.web, kind: 'web' }, 60],
          [{ id: c.pos[0], kind: 'pos' }, 30],
          [{ id: c.pos[1], kind: 'pos' }, 10],
        ]
      : [
          [{ id: c.web, kind: 'web' }, 55],
          [{ id: c.pos[0], kind: 'pos' }, 18],
          [{ id: c.pos[1], kind: 'pos' }, 10],
          [{ id: c.kiosk, kind: 'kiosk' }, 17],
        ];
  return weightedPick(rng, weights);
}

/**
 * When the order was placed: box-office and kiosk buyers shortly before the show, web buyers from minutes to
 * days ahead (theatre-goers weeks ahead). Never after `now`, never before the sale opened.
 */
export function orderTime(rng: SeededRandom, p: PresentationRef, channel: ChannelKind, now: Date): Date {
  const start = p.startsAt.getTime();
  let lead: number;
  if (channel !== 'web') lead = rng.chance(0.85) ? rng.int(5, 180) * MINUTE_MS : rng.int(3, 30) * HOUR_MS;
  else {
    const r = rng.next();
    const farDays = p.business.key === 'theatre' ? 30 : 10;
    lead =
      r < 0.35 ? rng.int(15, 240) * MINUTE_MS : r < 0.75 ? rng.int(4, 48) * HOUR_MS : rng.int(2, farDays) * DAY_MS + rng.int(0, DAY_MS);
  }
  let t = start - lead;
  const latest = now.getTime() - MINUTE_MS;
  if (t > latest) t = latest - rng.int(0, 5 * 24 * 60) * MINUTE_MS;
  const opened = p.saleStartsAt?.getTime();
  if (opened !== undefined && t < opened) t = opened + rng.next() * Math.max(0, Math.min(latest, start) - opened);
  return new Date(Math.min(t, latest, start - MINUTE_MS));
}

/** Snacks for about 40% of cinema orders and a quarter of theatre orders; 3D glasses for most 3D shows. */
export function pickProducts(
  rng: SeededRandom,
  p: PresentationRef,
  seats: number,
  products: readonly ProductRef[],
): Array<{ product: ProductRef; quantity: number }> {
  const available = products.filter((x) => x.businessId === p.business.id && !(p.venue.isOffline && x.fullBranchOnly));
  const out: Array<{ product: ProductRef; quantity: number }> = [];
  const glasses = available.find((x) => x.category === 'glasses');
  if (p.is3d && glasses && rng.chance(0.6)) out.push({ product: glasses, quantity: seats });
  const theatre = p.business.key === 'theatre';
  if (!rng.chance(theatre ? 0.25 : 0.33)) return out;
  const menu = available.filter((x) => x.category !== 'glasses');
  const lines = 1 + (seats >= 3 && rng.chance(0.5) ? 1 : 0) + (rng.chance(0.15) ? 1 : 0);
  for (let i = 0; i < lines && menu.length > 0; i++) {
    const product = rng.pick(menu);
    if (out.some((x) => x.product === product)) continue;
    out.push({ product, quantity: rng.int(1, Math.max(1, Math.min(3, seats))) });
  }
  return out;
}

/** Hotels whose guests get the hotel ticket type, by business (reference_prompt_options). */
export const HOTELS: Record<BusinessRefs['key'], ReadonlyArray<readonly [string, string, number]>> = {
  cinema: [
    ['מלון הים התיכון תל אביב', 'AG-101', 400],
    ['מלון חומות ירושלים', 'AG-102', 300],
    ['מלון מפרץ הכרמל', 'AG-103', 250],
  ],
  theatre: [
    ['מלון השדרה', 'AG-201', 120],
    ['מלון נמל יפו', 'AG-202', 80],
  ],
};
