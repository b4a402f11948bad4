import type { Presentation } from '@kupa/contracts';

/** Whether the web can book a presentation now, and if not, why (told before any seat map is shown). */
export type Bookability = { kind: 'bookable' } | { kind: 'offline' } | { kind: 'saleNotStarted'; saleStartsAt: string | null };

/**
 * An offline branch blocks web booking (spec 4: Location); a sale that has not begun says when it begins (spec 8:
 * ticket sale begins on a date). The server decides both (isOffline, ticketingState) on its own clock.
 */
export function bookabilityOf(p: Pick<Presentation, 'isOffline' | 'ticketingState' | 'ticketSaleStart'>): Bookability {
  if (p.isOffline) return { kind: 'offline' };
  if (p.ticketingState === 'not-started') return { kind: 'saleNotStarted', saleStartsAt: p.ticketSaleStart };
  return { kind: 'bookable' };
}
