import type { MessageKey } from '../../i18n/en';

/** Routes of spec 2 whose journeys come in later releases. */
export type ComingSoonArea = 'customer' | 'customerLink' | 'memberships' | 'vouchers' | 'vod' | 'miniSite' | 'order';

export const AREA_TITLES: Record<ComingSoonArea, MessageKey> = {
  customer: 'area.customer',
  customerLink: 'area.customerLink',
  memberships: 'area.memberships',
  vouchers: 'area.vouchers',
  vod: 'area.vod',
  miniSite: 'area.miniSite',
  order: 'area.order',
};
