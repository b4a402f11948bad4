import type { CustomerInfoView } from '@kupa/contracts';
import { useCustomer } from '../../checkout';

export interface CustomerAreaSession {
  /** The logged-in customer, or null when nobody is (or while not known yet). */
  customerInfo: CustomerInfoView | null;
  /** True once the server answered who is logged in. */
  known: boolean;
  /** The server could not say who is logged in (shown with Try again). */
  failed: boolean;
  /** Asks the server again (POST /api/customer/refresh): after a change to the customer's data. */
  refresh(): Promise<void>;
  /** Ends the session on the server, then forgets the customer. */
  logout(): Promise<void>;
}

/** The customer session of the area: the same session as the checkout's member login (one session for both). */
export function useCustomerSession(): CustomerAreaSession {
  const session = useCustomer();
  return { customerInfo: session.customer, known: session.known, failed: session.failed, refresh: session.refresh, logout: session.logout };
}
