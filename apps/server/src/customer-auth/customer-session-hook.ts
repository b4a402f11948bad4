import type { FastifyInstance } from 'fastify';
import type { CustomerAuthService } from './customer-auth.service';
import { customerSessionTokenOf } from './customer-session-cookie';

/**
 * Sets request.customerSession on every request from the customer session cookie (null without a live session),
 * before the request is parsed. Install it on the root instance, before the routes that read it.
 */
export function installCustomerSessionHook(app: FastifyInstance, auth: CustomerAuthService): void {
  if (!app.hasRequestDecorator('customerSession')) app.decorateRequest('customerSession', null);
  app.addHook('onRequest', async (request) => {
    const token = customerSessionTokenOf(request);
    request.customerSession = token ? await auth.sessionOf(token) : null;
  });
}
