// What the choice screens of gift vouchers, memberships and donations use to hand an order to its checkout page.
export {
  checkoutPathOf,
  clearPendingVideoOrder,
  loadPendingOrder,
  savePendingOrder,
  type PendingOrder,
  type PendingOrderKind,
} from './utils/pending-order';
export { ItemLoginStep } from './components/ItemLoginStep';
