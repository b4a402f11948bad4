import { describe, expect, it } from 'vitest';
import { cancellationDeadlineOf, cancellationPolicyOf, refundPlanOf, type CancellableOrder } from './cancellation-policy';

/** Two tickets of 45.00 and 60.00, service charge 11.00, booking fee 3.00: total 119.00, 19.00 by voucher, 100.00 by card. */
const ORDER: CancellableOrder = {
  totalAgorot: 11900,
  serviceChargeAgorot: 1100,
  bookingFeeAgorot: 300,
  ticketPricesAgorot: [4500, 6000],
  paidByCardAgorot: 10000,
  paidByVouchersAgorot: 1900,
};
const policy = (charge: object, extra: object = {}) =>
  cancellationPolicyOf(JSON.stringify({ customerArea: { allowCancelOrders: true }, orderCancellation: { charge, ...extra } }));

describe('the cancellation policy and refund plan (spec 3 cancellation service charge, ADR 0012)', () => {
  it('is off unless the business turns it on, with a 2-hour deadline and no charge by default', () => {
    expect(cancellationPolicyOf(null)).toEqual({ enabled: false, hoursBeforeStart: 2, chargeKind: 'none', chargeValue: 0 });
    expect(cancellationPolicyOf('not json').enabled).toBe(false);
    expect(cancellationPolicyOf(JSON.stringify({ customerArea: { allowCancelOrders: 'yes' } })).enabled).toBe(false);
    expect(policy({ kind: 'bogus', amount: 5 })).toMatchObject({ enabled: true, chargeKind: 'none' });
  });

  it.each([
    ['none', 0, 0],
    ['fixed', 7.5, 750],
    ['perTicket', 5, 1000],
    // 10% of the refundable 105.00 (the total without service charge and booking fee)
    ['percentOfTotal', 10, 1050],
    // 15% of 45.00 = 6.75 and of 60.00 = 9.00
    ['percentPerTicket', 15, 1575],
  ])('figures a %s charge of %s as %i agorot, kept off the card first', (kind, amount, charge) => {
    const plan = refundPlanOf(ORDER, policy({ kind, amount }));
    expect(plan.cancellationChargeAgorot).toBe(charge);
    expect(plan.nonRefundableAgorot).toBe(1400);
    expect(plan.toCardAgorot).toBe(10000 - 1400 - charge);
    expect(plan.toVouchersAgorot).toBe(1900);
  });

  it('takes what the card does not cover off the vouchers, and never more than was paid', () => {
    const voucherOnly = { ...ORDER, paidByCardAgorot: 0, paidByVouchersAgorot: 11900 };
    expect(refundPlanOf(voucherOnly, policy({ kind: 'fixed', amount: 10 }))).toEqual({
      cancellationChargeAgorot: 1000,
      nonRefundableAgorot: 1400,
      toCardAgorot: 0,
      toVouchersAgorot: 11900 - 2400,
      keptFromVouchersAgorot: 2400,
    });
    const huge = refundPlanOf(ORDER, policy({ kind: 'fixed', amount: 1000 }));
    expect(huge).toMatchObject({ cancellationChargeAgorot: 10500, toCardAgorot: 0, toVouchersAgorot: 0 });
    // An unpaid hold order keeps nothing and gives nothing back.
    expect(refundPlanOf({ ...ORDER, paidByCardAgorot: 0, paidByVouchersAgorot: 0 }, policy({ kind: 'fixed', amount: 10 }))).toMatchObject({
      toCardAgorot: 0,
      toVouchersAgorot: 0,
      keptFromVouchersAgorot: 0,
    });
  });

  it('sets the deadline hours before the first presentation', () => {
    const p = policy({ kind: 'none' }, { hoursBeforeStart: 3 });
    expect(cancellationDeadlineOf(new Date('2026-11-21T18:00:00Z'), p).toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });
});
