import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ItemOrderLines } from '../checkout/order-items';
import type { Database } from '../db/schema';
import { VoucherOrderLines } from './voucher-order-lines';
import { vouchersRoutes } from './vouchers.routes';
import { VouchersRepository } from './vouchers.repository';
import { VouchersService } from './vouchers.service';

/** Gift vouchers: their catalogue and voucher page routes, and their cart kind for the checkout. */
export async function registerVouchers(
  app: FastifyInstance,
  { db, clock, defaultLocale }: { db: Kysely<Database>; clock: Clock; defaultLocale: MessageLocale },
): Promise<ItemOrderLines> {
  await app.register(vouchersRoutes, { service: new VouchersService(new VouchersRepository(db), clock, db), defaultLocale });
  return new VoucherOrderLines();
}
