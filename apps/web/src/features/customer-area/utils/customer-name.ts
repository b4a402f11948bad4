import type { CustomerInfoView } from '@kupa/contracts';

/** The customer's name as shown in the area's header, or null when the record has none. */
export function customerDisplayName(customer: Pick<CustomerInfoView, 'FirstName' | 'LastName'>): string | null {
  const name = [customer.FirstName, customer.LastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
