// What other features use of seat selection: the seat step and its timer, the order steps, and the hold calls the
// checkout's later steps make. Import these from here only.
export { extendHolds } from './api/extend-holds';
export { getHolds } from './api/get-holds';
export { moveToStep } from './api/move-to-step';
export { OrderSteps } from './components/OrderSteps';
export { SeatStep } from './components/SeatStep';
export { StepTimer } from './components/StepTimer';
export { TimerExpiredDialog } from './components/TimerExpiredDialog';
export { useTicketGroups } from './hooks/use-ticket-groups';
export type { TimerAnnouncement } from './utils/countdown';
