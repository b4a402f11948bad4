import { isRecord } from '../api/answer-shape';

/** Where the customer of a partner's link returns after the purchase: the partner's name and ret, as the server checked them. */
export interface PartnerReturn {
  partnerName: string;
  returnUrl: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (presentationId: number) => `kupa.partnerReturn.${String(presentationId)}`;

function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the checked return of an order page, for its confirmation (a reload of the confirmation keeps it too). */
export function rememberPartnerReturn(presentationId: number, value: PartnerReturn, store: Store | null = sessionStore()): void {
  try {
    store?.setItem(keyOf(presentationId), JSON.stringify(value));
  } catch {
    // Only the way back to the partner is lost; the order is not.
  }
}

/** The checked return of a presentation's order, if it came through a partner's link; only http(s) addresses. */
export function readPartnerReturn(presentationId: number, store: Store | null = sessionStore()): PartnerReturn | null {
  try {
    const raw: unknown = JSON.parse(store?.getItem(keyOf(presentationId)) ?? 'null');
    if (!isRecord(raw) || typeof raw.partnerName !== 'string' || typeof raw.returnUrl !== 'string') return null;
    return /^https?:\/\//i.test(raw.returnUrl) ? { partnerName: raw.partnerName, returnUrl: raw.returnUrl } : null;
  } catch {
    return null;
  }
}
