// Shared with the server, which draws the order page's first frame with it (ADR 0019): packages/contracts/src/seat-map.
export { seatPath, seatRadius, showsNumber } from '@kupa/contracts';
