import { customerAreaHe } from './customer-area.he';
import { myAccountHe } from './my-account.he';
import { customerHe } from './customer.he';
import { donationsHe } from './donations.he';
import { edocumentHe } from './edocument.he';
import type { CheckoutCatalogue } from './en';
import { itemCheckoutHe } from './item-checkout.he';
import { membershipsHe } from './memberships.he';
import { myOrdersHe } from './my-orders.he';
import { ticketsHe } from './tickets.he';
import { vouchersHe } from './vouchers.he';
import { vodHe } from './vod.he';
import { waiverHe } from './waiver.he';

/** Hebrew messages of the checkout and the e-ticket: exactly the English keys. */
export const checkoutHe: CheckoutCatalogue = {
  ...ticketsHe,
  ...customerHe,
  ...customerAreaHe,
  ...myAccountHe,
  ...edocumentHe,
  ...itemCheckoutHe,
  ...vouchersHe,
  ...membershipsHe,
  ...donationsHe,
  ...myOrdersHe,
  ...vodHe,
  ...waiverHe,
};
