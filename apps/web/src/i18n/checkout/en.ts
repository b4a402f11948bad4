import type { MessageKey } from '../en';
import { customerAreaEn } from './customer-area.en';
import { myAccountEn } from './my-account.en';
import { customerEn } from './customer.en';
import { donationsEn } from './donations.en';
import { edocumentEn } from './edocument.en';
import { itemCheckoutEn } from './item-checkout.en';
import { membershipsEn } from './memberships.en';
import { myOrdersEn } from './my-orders.en';
import { ticketsEn } from './tickets.en';
import { vouchersEn } from './vouchers.en';
import { vodEn } from './vod.en';
import { waiverEn } from './waiver.en';

/**
 * English messages of the checkout and the e-ticket: the reference set of their ids. Like kupa-live's, they are kept
 * apart from the site catalogue (../en.ts) and ship with the order and e-ticket pages' lazy chunks, so the listing's
 * first download does not carry them. Hebrew must have exactly these keys (enforced by the type).
 */
export const checkoutEn = {
  ...ticketsEn,
  ...customerEn,
  ...customerAreaEn,
  ...myAccountEn,
  ...edocumentEn,
  ...itemCheckoutEn,
  ...vouchersEn,
  ...membershipsEn,
  ...donationsEn,
  ...myOrdersEn,
  ...vodEn,
  ...waiverEn,
} as const satisfies Record<string, string>;

export type CheckoutMessageKey = keyof typeof checkoutEn;
export type CheckoutCatalogue = Record<CheckoutMessageKey, string>;
export type PartialCheckoutCatalogue = Partial<CheckoutCatalogue>;
/** Every id a checkout or e-ticket page may show: the site's and the checkout's. */
export type CheckoutPageMessageKey = MessageKey | CheckoutMessageKey;
