import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { createCustomerDetails } from '../customer-auth/customer-details.service';
import type { DatabaseHandle } from '../db/connect';
import { CustomerMemberships } from '../memberships/customer-memberships';
import { presentationTitles } from '../presentations/presentation-titles';
import { OrderIdentifiers } from '../reservations/order-identifiers';
import { CustomerVideos } from '../vod/customer-videos';
import { createCustomerVouchers, type VoucherOrderRefunds } from '../vouchers/customer-vouchers.service';
import { startFinishingJob } from '../shared/unfinished-work';
import { customerAccountRoutes } from './customer-account.routes';

/**
 * The customer area's account sections (issue 9): each list comes from the module that owns its tables (vouchers,
 * memberships, video on demand, customer records); this module only wires them to the logged-in customer's routes.
 * Register after the customer session hook (registerCustomerArea); a voucher's cancel refunds through the checkout.
 */
export async function registerCustomerAccount(
  app: FastifyInstance,
  {
    database,
    clock,
    defaultLocale,
    voucherRefunds,
  }: { database: DatabaseHandle; clock: Clock; defaultLocale: MessageLocale; voucherRefunds: VoucherOrderRefunds },
): Promise<void> {
  const { db } = database;
  const vouchers = createCustomerVouchers(db, new OrderIdentifiers(db), clock, voucherRefunds);
  // A cancel's refund that a crash left unanswered is finished like an order cancellation's (ADR 0012 addendum).
  startFinishingJob(app, vouchers);
  await app.register(customerAccountRoutes, {
    vouchers,
    memberships: new CustomerMemberships(db, clock),
    videos: new CustomerVideos(db, clock, (ids, locale) => presentationTitles(db, ids, locale)),
    details: createCustomerDetails(database, clock),
    defaultLocale,
  });
}
