// Shared with the server, which draws the order page's first frame with it (ADR 0019): packages/contracts/src/seat-map.
export type { Translate } from '@kupa/contracts';
export { createSeatNamer } from '@kupa/contracts';
