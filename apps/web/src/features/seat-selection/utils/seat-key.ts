// Shared with the server, which draws the order page's first frame with it (ADR 0019): packages/contracts/src/seat-map.
export type { SeatAddress } from '@kupa/contracts';
export { keyOf, parseSeatKey } from '@kupa/contracts';
