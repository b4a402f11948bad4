/** How often seat selection's background work runs; tests shorten these. */
export interface SeatingTimings {
  /** A comment on every open event stream, so proxies keep it open and clients notice a dead one. */
  heartbeatMs: number;
  /** How often a process looks for expired holds of the presentations its clients watch. */
  expiryScanMs: number;
  /** How often expired holds past the extension grace period are deleted. */
  cleanupIntervalMs: number;
}

export const DEFAULT_SEATING_TIMINGS: SeatingTimings = {
  heartbeatMs: 15_000,
  expiryScanMs: 1_000,
  cleanupIntervalMs: 60_000,
};
