import { describe, expect, it } from 'vitest';
import { formConfigurationRequest, orderContextKey, presentationContext, presentationIdOf } from './order-context';

describe('order context', () => {
  it("asks a ticket order's form by its presentation, and an item order's own form by its business", () => {
    expect(formConfigurationRequest(presentationContext(5001))).toEqual({ formType: 'order', query: { presentationId: 5001 } });
    expect(formConfigurationRequest({ kind: 'business', businessId: 2, formType: 'orderDonations' })).toEqual({
      formType: 'orderDonations',
      query: { businessId: 2 },
    });
  });

  it('checks a paying voucher against the presentation only when there is one', () => {
    expect(presentationIdOf(presentationContext(7))).toBe(7);
    expect(presentationIdOf({ kind: 'business', businessId: 2, formType: 'orderSystemVouchers' })).toBeUndefined();
  });

  it('keeps the caches of different orders apart', () => {
    expect(orderContextKey(presentationContext(7))).not.toBe(
      orderContextKey({ kind: 'business', businessId: 7, formType: 'orderMemberships' }),
    );
    expect(orderContextKey({ kind: 'business', businessId: 7, formType: 'orderMemberships' })).not.toBe(
      orderContextKey({ kind: 'business', businessId: 7, formType: 'orderDonations' }),
    );
  });
});
