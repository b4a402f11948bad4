import type { IntegrationLink } from '@kupa/contracts';
import { hasIntegrationParameters } from '@kupa/domain';
import { createContext, useContext } from 'react';

/**
 * Where an order comes from, read from the order page's address: a mini site (referralMiniSiteId, spec 3: its prices
 * apply) and a partner's integration link (TS, ret and key, spec 5). The server checks both on every cart sync and at
 * the commit; the page only carries them.
 */
export interface OrderReferral {
  referralMiniSiteId: number | null;
  integration: IntegrationLink | null;
}

export const NO_REFERRAL: OrderReferral = { referralMiniSiteId: null, integration: null };

export const OrderReferralContext = createContext<OrderReferral>(NO_REFERRAL);

export function useOrderReferral(): OrderReferral {
  return useContext(OrderReferralContext);
}

/** The referral of a query string: a positive whole mini site id (0 or anything else: house pricing), and a complete link. */
export function orderReferralFromSearch(search: string): OrderReferral {
  const params = new URLSearchParams(search);
  const raw = params.get('referralMiniSiteId') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const link = { TS: params.get('TS') ?? '', ret: params.get('ret') ?? '', key: params.get('key') ?? '' };
  return {
    referralMiniSiteId: id > 0 && id <= 2_147_483_647 ? id : null,
    integration: hasIntegrationParameters(link) ? link : null,
  };
}

/** The order page of a presentation bought through a mini site. */
export function miniSiteOrderPath(presentationId: number, miniSiteId: number): string {
  return `/order/${String(presentationId)}?referralMiniSiteId=${String(miniSiteId)}`;
}
