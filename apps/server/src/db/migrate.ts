import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { catalogueMigration } from './migrations/0001-catalogue';
import { customersAndSalesMigration } from './migrations/0002-customers-and-sales';
import { vouchersMembershipsDonationsVodMigration } from './migrations/0003-vouchers-memberships-donations-vod';
import { staffAndOperationsMigration } from './migrations/0004-staff-and-operations';
import { seatClaimStepsMigration } from './migrations/0005-seat-claim-steps';
import { liveDashboardMigration } from './migrations/0006-live-dashboard';
import { checkoutPaymentsMigration } from './migrations/0007-checkout-payments';
import { sandboxPaymentsMigration } from './migrations/0008-sandbox-payments';
import { paymentCardToSaveMigration } from './migrations/0009-payment-card-to-save';
import { guestOrdersAndOnePointsBalanceMigration } from './migrations/0010-guest-orders-and-one-points-balance';
import { orderPaymentRecoveryMigration } from './migrations/0011-order-payment-recovery';
import { itemOrderSalesMigration } from './migrations/0018-item-order-sales';
import { bookingFeesInSalesMigration } from './migrations/0015-booking-fees-in-sales';
import { closedStatesMigration } from './migrations/0016-closed-states';
import { memberStatusMigration } from './migrations/0017-member-status';
import { customerLoginRequestsMigration } from './migrations/0019-customer-login-requests';
import { orderCancellationMigration } from './migrations/0020-order-cancellation';
import { donationGiftStatusMigration } from './migrations/0021-donation-gift-status';
import { emailCodesAndVoucherRefundsMigration } from './migrations/0022-email-codes-and-voucher-refunds';
import { choiceEventsAndItemOrderProductsMigration } from './migrations/0023-choice-events-and-item-order-products';
import { vodEntitlementRevocationMigration } from './migrations/0024-vod-entitlement-revocation';
import { miniSitesAndIntegrationMigration } from './migrations/0025-mini-sites-and-integration';
import { waiversMigration } from './migrations/0026-waivers';
import { videoInItemSalesMigration } from './migrations/0027-video-in-item-sales';
import { seatplanVersionsMigration } from './migrations/0028-seatplan-versions';
import { ticketTypeTermsMigration } from './migrations/0029-ticket-type-terms';
import { staffRolesMigration } from './migrations/0031-staff-roles';
import { businessLockTimersMigration } from './migrations/0032-business-lock-timers';
import { featurePostersAndVodTermsMigration } from './migrations/0033-feature-posters-and-vod-terms';
import { referenceAgentStateMigration } from './migrations/0034-reference-agent-state';
import { staffPasswordChangeMigration } from './migrations/0036-staff-password-change';

/** Numbered migrations, listed in code so the bundle and tests need no directory scan. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-catalogue': catalogueMigration(dialect),
    '0002-customers-and-sales': customersAndSalesMigration(dialect),
    '0003-vouchers-memberships-donations-vod': vouchersMembershipsDonationsVodMigration(dialect),
    '0004-staff-and-operations': staffAndOperationsMigration(dialect),
    '0005-seat-claim-steps': seatClaimStepsMigration(dialect),
    '0006-live-dashboard': liveDashboardMigration(dialect),
    '0007-checkout-payments': checkoutPaymentsMigration(dialect),
    '0008-sandbox-payments': sandboxPaymentsMigration(dialect),
    '0009-payment-card-to-save': paymentCardToSaveMigration(),
    '0010-guest-orders-and-one-points-balance': guestOrdersAndOnePointsBalanceMigration(),
    '0011-order-payment-recovery': orderPaymentRecoveryMigration(),
    '0015-booking-fees-in-sales': bookingFeesInSalesMigration(),
    '0016-closed-states': closedStatesMigration(dialect),
    '0017-member-status': memberStatusMigration(dialect),
    '0018-item-order-sales': itemOrderSalesMigration(),
    '0019-customer-login-requests': customerLoginRequestsMigration(),
    '0020-order-cancellation': orderCancellationMigration(),
    '0021-donation-gift-status': donationGiftStatusMigration(),
    '0022-email-codes-and-voucher-refunds': emailCodesAndVoucherRefundsMigration(dialect),
    '0023-choice-events-and-item-order-products': choiceEventsAndItemOrderProductsMigration(),
    '0024-vod-entitlement-revocation': vodEntitlementRevocationMigration(),
    '0025-mini-sites-and-integration': miniSitesAndIntegrationMigration(dialect),
    '0026-waivers': waiversMigration(dialect),
    '0027-video-in-item-sales': videoInItemSalesMigration(dialect),
    '0028-seatplan-versions': seatplanVersionsMigration(),
    '0029-ticket-type-terms': ticketTypeTermsMigration(),
    '0031-staff-roles': staffRolesMigration(),
    '0032-business-lock-timers': businessLockTimersMigration(),
    '0033-feature-posters-and-vod-terms': featurePostersAndVodTermsMigration(dialect),
    '0034-reference-agent-state': referenceAgentStateMigration(),
    '0036-staff-password-change': staffPasswordChangeMigration(),
  };
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // On PostgreSQL the bookkeeping tables must live in the schema being migrated: Kysely otherwise finds another
  // schema's kysely_migration table on the search path check and skips creating its own (test schemas side by side).
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  // Migrations run in number order; a new one always takes the next number after the newest on main.
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema (check the search_path)');
  return schema;
}
