/** Venue type ids 101 to 104 are video on demand (spec 3 and 9). */
export const VIDEO_ON_DEMAND_VENUE_TYPES = { first: 101, last: 104 } as const;

export function isVideoOnDemandVenueType(venueTypeId: number): boolean {
  return venueTypeId >= VIDEO_ON_DEMAND_VENUE_TYPES.first && venueTypeId <= VIDEO_ON_DEMAND_VENUE_TYPES.last;
}

/** Ticketing closes this long after the start (api-compat: the original closes about 15 minutes after start). */
export const TICKETING_CLOSES_AFTER_START_MS = 15 * 60 * 1000;

/** A presentation leaves the upcoming list once it has started (spec 9: past-presentation grace 0 minutes). */
export const PAST_PRESENTATION_GRACE_MS = 0;

export interface SaleWindow {
  startsAt: Date;
  saleStartsAt: Date | null;
  saleStopsAt: Date | null;
  /** Video on demand is sold through its whole availability window, not only around a start time. */
  isVideoOnDemand?: boolean;
}

/** Whether tickets can be sold now (spec 8: ticket sale begins on a date; ticketing ended). */
export const TICKETING_STATES = ['open', 'not-started', 'ended'] as const;
export type TicketingState = (typeof TICKETING_STATES)[number];

/**
 * Whether tickets can be sold now: before the sale start it has not begun; after the sale stop, or 15 minutes
 * after the start, it has ended (spec 8: ticket sale begins on a date; ticketing ended). Video on demand ends
 * only at its sale stop.
 */
export function ticketingState(p: SaleWindow, now: Date): TicketingState {
  const closesAt = p.isVideoOnDemand ? Number.POSITIVE_INFINITY : p.startsAt.getTime() + TICKETING_CLOSES_AFTER_START_MS;
  const stop = p.saleStopsAt ? Math.min(p.saleStopsAt.getTime(), closesAt) : closesAt;
  if (now.getTime() >= stop) return 'ended';
  if (p.saleStartsAt && now.getTime() < p.saleStartsAt.getTime()) return 'not-started';
  return 'open';
}

/** True while a presentation is still upcoming for listing purposes. */
export function isUpcoming(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() + PAST_PRESENTATION_GRACE_MS > now.getTime();
}

/** Share of seats still available, 0..1 (api-compat availRatio); an empty hall of no seats counts as sold out. */
export function availabilityRatio(capacity: number, taken: number): number {
  if (capacity <= 0) return 0;
  return Math.max(0, Math.min(1, (capacity - taken) / capacity));
}
