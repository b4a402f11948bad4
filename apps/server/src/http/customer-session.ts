/**
 * The logged-in customer of a request (spec 6: login by mobile number with a one-time code). The customer-auth
 * module's hook sets it from the customer session cookie on every request; everything else only reads it.
 */
export interface CustomerSession {
  customerId: number;
  businessId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, or null for an anonymous buyer. */
    customerSession: CustomerSession | null;
  }
}
