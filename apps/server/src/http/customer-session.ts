/**
 * The logged-in customer of a request (spec 6: login by mobile number with a one-time code). One mobile number may
 * be a customer of several businesses (tenants); the session holds each of them. The customer-auth module's hook
 * sets it from the customer session cookie on every request; everything else only reads it.
 */
export interface CustomerSession {
  /**
   * The mobile number of the records; null for a customer with none on file who proved themself by e-mail (a code to
   * the e-mail address on file, a password, a login link): such a session covers that one record.
   */
  mobile: string | null;
  customers: ReadonlyArray<{ customerId: number; businessId: number }>;
}

/** The session's customer record in one business, or null. */
export function customerIdIn(session: CustomerSession | null, businessId: number): number | null {
  return session?.customers.find((c) => c.businessId === businessId)?.customerId ?? null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, or null for an anonymous buyer. */
    customerSession: CustomerSession | null;
  }
}
