// Shared with the server, which draws the order page's first frame with it (ADR 0019): packages/contracts/src/seat-map.
export type { Box, MapRow, MapSeat, MapSection, PlanLabel, SeatMapModel } from '@kupa/contracts';
export { buildSeatMapModel, seatsTogether, sofaPartner, unionBox } from '@kupa/contracts';
