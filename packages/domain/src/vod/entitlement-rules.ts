/**
 * The viewing terms of a video-on-demand purchase (spec 3 Video-on-demand item: availability range, plays remaining):
 * watchable for 48 hours from the purchase, three plays. The spec names the fields, not the amounts; these are the
 * terms of the demo's streaming sales, one place to change them.
 */
export const VOD_VIEWING_TERMS = { hours: 48, plays: 3 } as const;

/** How long a signed stream address stays valid once a play is started: enough to start and seek, not to share. */
export const VOD_STREAM_LINK_SECONDS = 10 * 60;

/** An entitlement as the watch rules see it (times as ISO strings in UTC). */
export interface EntitlementFacts {
  availableFrom: string;
  availableUntil: string;
  maxPlays: number;
  playCount: number;
  revokedAt: string | null;
}

/** Why an entitlement can or cannot be watched now. */
export type EntitlementState = 'watchable' | 'not_yet' | 'ended' | 'no_plays_left' | 'revoked';

/** Spec 3: a title is watchable inside its availability range [from, until) while plays remain, and never once revoked. */
export function entitlementStateAt(e: EntitlementFacts, now: Date): EntitlementState {
  if (e.revokedAt !== null) return 'revoked';
  const at = now.toISOString();
  if (at < e.availableFrom) return 'not_yet';
  if (at >= e.availableUntil) return 'ended';
  if (e.playCount >= e.maxPlays) return 'no_plays_left';
  return 'watchable';
}

/** Plays left of an entitlement (never below zero). */
export function playsRemainingOf(e: Pick<EntitlementFacts, 'maxPlays' | 'playCount'>): number {
  return Math.max(0, e.maxPlays - e.playCount);
}

/** The viewing range of a purchase made at `purchasedAt` under the terms. */
export function viewingRangeOf(purchasedAt: Date, terms: { hours: number } = VOD_VIEWING_TERMS): { from: string; until: string } {
  return { from: purchasedAt.toISOString(), until: new Date(purchasedAt.getTime() + terms.hours * 3_600_000).toISOString() };
}
