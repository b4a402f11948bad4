import type { CustomerInfoView } from '@kupa/contracts';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';

/** The `{ customerInfo }` answer of the login and refresh calls: the customer, or null when nobody is logged in. */
export function readCustomerInfo(body: unknown): CustomerInfoView | null {
  if (!isRecord(body) || !('customerInfo' in body)) throw unexpectedAnswer('customer');
  const info = body.customerInfo;
  if (info === null) return null;
  if (!isRecord(info) || typeof info.CustomerId !== 'number') throw unexpectedAnswer('customer');
  return {
    ...info,
    MagCards: Array.isArray(info.MagCards) ? info.MagCards : [],
    members: Array.isArray(info.members) ? info.members : [],
  } as CustomerInfoView;
}
