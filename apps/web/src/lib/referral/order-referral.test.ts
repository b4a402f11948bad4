import { describe, expect, it } from 'vitest';
import { miniSiteOrderPath, orderReferralFromSearch } from './order-referral';

describe('orderReferralFromSearch', () => {
  it('reads a mini site id and a complete integration link', () => {
    expect(orderReferralFromSearch('?referralMiniSiteId=61&TS=1&ret=https%3A%2F%2Fp.example%2F&key=ab')).toEqual({
      referralMiniSiteId: 61,
      integration: { TS: '1', ret: 'https://p.example/', key: 'ab' },
    });
  });

  it('treats 0, junk and an incomplete link as none (house pricing, no integration call)', () => {
    for (const search of ['', '?referralMiniSiteId=0', '?referralMiniSiteId=-4', '?referralMiniSiteId=1e3', '?TS=1&ret=x'])
      expect(orderReferralFromSearch(search)).toEqual({ referralMiniSiteId: null, integration: null });
  });

  it('builds the order path through a mini site', () => {
    expect(miniSiteOrderPath(7, 61)).toBe('/order/7?referralMiniSiteId=61');
  });
});
