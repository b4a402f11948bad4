// What other features use of seat selection: the seat step and its timer, the order steps, and the hold calls the
// checkout's later steps make. Import these from here only.
export { extendHolds } from './api/extend-holds';
export { getHolds } from './api/get-holds';
export { readHolds } from './api/holds-answer';
export { moveToStep } from './api/move-to-step';
export { OrderSteps } from './components/OrderSteps';
export { SeatStep } from './components/SeatStep';
export { StepTimer } from './components/StepTimer';
export { TimerExpiredDialog } from './components/TimerExpiredDialog';
export { useTicketGroups } from './hooks/use-ticket-groups';
export type { TimerAnnouncement } from './utils/countdown';
// The seat map and what feeds it, for another flow's seat step (a membership's seats).
export { SeatMap } from './components/map/SeatMap';
export { SeatError, type SeatMessage } from './components/SeatError';
export { SeatStepNotices } from './components/SeatStepNotices';
export { useSeatMessages } from './hooks/use-seat-messages';
export { SeatLegend } from './components/SeatLegend';
export { legendKeysFor } from './utils/seat-state';
export { keyOf, parseSeatKey, type SeatAddress } from './utils/seat-key';
export { buildSeatMapModel, seatsTogether, type MapSeat } from './utils/seat-layout';
export { createSeatNamer, type Translate } from './utils/seat-names';
export { SeatStore, type HeldSeat } from './utils/seat-store';
