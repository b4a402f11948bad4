import { formTypeOfOrderKind } from '@kupa/domain';
import type { OrderContext } from '../../checkout';
import type { PendingOrder, PendingOrderKind } from './pending-order';

/**
 * The steps of an item order on its checkout page (spec 2 Order flow steps; the choice itself is made on the kind's own
 * page): a membership is bought by a logged-in member, so its order starts with the member login; every order then
 * has the customer info (its Continue opens the payment dialog) and the confirmation.
 */
export type ItemCheckoutStep = 'login' | 'customerInfo' | 'confirmation';

export const ITEM_CHECKOUT_STEPS: Readonly<Record<PendingOrderKind, readonly ItemCheckoutStep[]>> = {
  vouchers: ['customerInfo', 'confirmation'],
  memberships: ['login', 'customerInfo', 'confirmation'],
  donations: ['customerInfo', 'confirmation'],
  // A title is watched in the buyer's account: its entitlement belongs to a customer record.
  vod: ['login', 'customerInfo', 'confirmation'],
};

const KINDS: readonly PendingOrderKind[] = ['vouchers', 'memberships', 'donations', 'vod'];

/** The kind named by the page's address, or null for anything else. */
export function pendingOrderKindOf(value: string | undefined): PendingOrderKind | null {
  return KINDS.find((kind) => kind === value) ?? null;
}

/** The page where an order of this kind is chosen (spec 2 route defaults). */
export function choicePathOf(kind: PendingOrderKind): string {
  return kind === 'vouchers' ? '/system-vouchers' : `/${kind}`;
}

/** Whether the kind's order needs a logged-in customer before it can be paid. */
export function needsMemberLogin(kind: PendingOrderKind): boolean {
  return ITEM_CHECKOUT_STEPS[kind].includes('login');
}

/**
 * The step the page shows: the confirmation once bought; the login while a membership order — or a voucher order of a
 * business that asks for it (spec 2 voucher order: authentication; `orderNeedsLogin`) — has no logged-in customer, or
 * the server answered that one must log in; otherwise the customer info.
 */
export function itemStepOf(
  kind: PendingOrderKind,
  state: { committed: boolean; customerKnown: boolean; loggedIn: boolean; loginRequired: boolean; orderNeedsLogin?: boolean },
): ItemCheckoutStep {
  if (state.committed) return 'confirmation';
  // A voucher or donation order of a business with auth.required is refused with LOGIN_REQUIRED: then the login.
  const mayNeedLogin = needsMemberLogin(kind) || kind === 'vouchers' || kind === 'donations';
  const mustLogIn = needsMemberLogin(kind) || state.orderNeedsLogin === true;
  if ((mustLogIn && state.customerKnown && !state.loggedIn) || (mayNeedLogin && state.loginRequired)) return 'login';
  return 'customerInfo';
}

/**
 * The checkout context of an item order: its business and the kind's own form configuration; a video title is bought
 * with the order form of its presentation (spec 3: form type "order").
 */
export function itemOrderContext(order: PendingOrder): OrderContext {
  if (order.kind === 'vod') {
    const [first] = order.lines;
    if (!first) throw new Error('A video order without a title');
    return { kind: 'presentation', presentationId: first.presentationId };
  }
  const formType = formTypeOfOrderKind(order.kind);
  if (formType === 'order') throw new Error('An item order has its own form type');
  return { kind: 'business', businessId: order.businessId, formType };
}
