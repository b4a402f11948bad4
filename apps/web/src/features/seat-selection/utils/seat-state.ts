// Shared with the server, which draws the order page's first frame with it (ADR 0019): packages/contracts/src/seat-map.
export type { LegendKey, SeatKind, SeatState } from '@kupa/contracts';
export { LEGEND_KEYS, legendKeyOf, legendKeysFor, seatKind } from '@kupa/contracts';
