import type { SeatStep } from '@kupa/domain';
import type { CheckoutStepName, CheckoutStepOrder } from '../checkout-types';

/**
 * The step order this site uses. The initial state carries no setting for it yet, so it is a constant; both orders
 * of spec 2 are implemented (and tested) and switching is this one line.
 */
export const CHECKOUT_STEP_ORDER: CheckoutStepOrder = 'ticketsCustomerProducts';

const ORDERS: Record<CheckoutStepOrder, readonly CheckoutStepName[]> = {
  ticketsCustomerProducts: ['seats', 'tickets', 'customerInfo', 'products', 'confirmation'],
  ticketsProductsCustomer: ['seats', 'tickets', 'products', 'customerInfo', 'confirmation'],
};

const SEAT_STEP_OF: Record<Exclude<CheckoutStepName, 'confirmation'>, SeatStep> = {
  seats: 'chooseSeats',
  tickets: 'chooseTickets',
  customerInfo: 'customerInfo',
  products: 'chooseProducts',
};

/** Every step of an order, seats first and confirmation last. */
export function stepsOf(order: CheckoutStepOrder): readonly CheckoutStepName[] {
  return ORDERS[order];
}

/** The step after `step`, or null after the confirmation. */
export function nextStepOf(order: CheckoutStepOrder, step: CheckoutStepName): CheckoutStepName | null {
  const steps = ORDERS[order];
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step Back returns to, or null on the seat step and on the confirmation (an order cannot be un-bought). */
export function previousStepOf(order: CheckoutStepOrder, step: CheckoutStepName): CheckoutStepName | null {
  if (step === 'confirmation') return null;
  const index = ORDERS[order].indexOf(step);
  return index > 0 ? (ORDERS[order][index - 1] ?? null) : null;
}

/** True for the last step before the confirmation: its Continue is "Pay" (or "Complete hold order"). */
export function isPaymentStep(order: CheckoutStepOrder, step: CheckoutStepName): boolean {
  return nextStepOf(order, step) === 'confirmation';
}

/** The server's step name for the holds (PUT /api/seats/step), or null for the confirmation, which holds nothing. */
export function seatStepOf(step: CheckoutStepName): SeatStep | null {
  return step === 'confirmation' ? null : SEAT_STEP_OF[step];
}

/** The steps 0 to 3 of the step indicator (OrderSteps), in this order's sequence. */
export function indicatorStepsOf(order: CheckoutStepOrder): SeatStep[] {
  return ORDERS[order].flatMap((s) => seatStepOf(s) ?? []);
}

/** A stored or linked step name, if it is one. */
export function isCheckoutStepName(value: unknown): value is CheckoutStepName {
  return typeof value === 'string' && ORDERS.ticketsCustomerProducts.includes(value as CheckoutStepName);
}

/** The seconds the step timer gives a step: customer info and products have their own, the tickets step the rest. */
export function stepSecondsOf(
  lockTimer: { customerInfoInSeconds: number; chooseProductsInSeconds: number; chooseTicketsInSeconds: number },
  step: CheckoutStepName,
): number {
  return step === 'customerInfo'
    ? lockTimer.customerInfoInSeconds
    : step === 'products'
      ? lockTimer.chooseProductsInSeconds
      : lockTimer.chooseTicketsInSeconds;
}
