import type { ComponentType } from 'react';
import type { CheckoutPageMessageKey } from '../../i18n/checkout/en';
import { MyTicketsSection } from '../my-orders';
import { DetailsSection, MembershipsSection, VideosSection, VouchersSection } from '../my-account';

/** One section of the customer area: its address /customer/{id}, its tab's label (an i18n key) and its page. */
export interface CustomerAreaSection {
  id: string;
  label: CheckoutPageMessageKey;
  Component: ComponentType;
}

/**
 * The sections of the logged-in customer area, in tab order; the first is shown at /customer. Each part of the area
 * adds its entries here (my tickets, vouchers, memberships, videos, details). With none, the area shows its welcome.
 */
export const customerAreaSections: readonly CustomerAreaSection[] = [
  { id: 'tickets', label: 'myOrders.title', Component: MyTicketsSection },
  { id: 'vouchers', label: 'myAccount.tab.vouchers', Component: VouchersSection },
  { id: 'memberships', label: 'myAccount.tab.memberships', Component: MembershipsSection },
  { id: 'videos', label: 'myAccount.tab.videos', Component: VideosSection },
  { id: 'details', label: 'myAccount.tab.details', Component: DetailsSection },
];

/** The section with this id, or undefined (then the address is a login link token). */
export function sectionById(id: string): CustomerAreaSection | undefined {
  return customerAreaSections.find((section) => section.id === id);
}
