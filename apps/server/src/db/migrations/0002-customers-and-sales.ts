import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createdAt, createIndex, flags, idColumn, ref } from './column-helpers';

/** Customers, seat claims, carts, reservations, tickets, products sold and payments (spec sections 3 and 4). */
export function customersAndSalesMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('customers')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('ssn', 'text')
        .addColumn('email', 'text')
        .addColumn('mobile', 'text')
        .addColumn('address1', 'text')
        .addColumn('address2', 'text')
        .addColumn('city', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('date_of_birth', 'text')
        .addColumn('license_plate', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('loyalty_points', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(flags(['is_email_allowed', 'is_sms_allowed', 'is_digitel']))
        .$call(createdAt)
        .execute();
      await createIndex(db, 'customers_mobile_idx', 'customers', ['business_id', 'mobile']);
      await createIndex(db, 'customers_email_idx', 'customers', ['business_id', 'email']);
      await createIndex(db, 'customers_ssn_idx', 'customers', ['business_id', 'ssn']);

      // A saved card is only the provider's token, the last four digits and the expiry: never a number or CVV.
      await db.schema
        .createTable('customer_cards')
        .$call(id)
        .$call(ref('customer_id', 'customers'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_token', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('brand', 'text')
        .$call(flags(['is_deleted']))
        .$call(createdAt)
        .execute();

      // One-time SMS codes: only a hash is kept; attempts are counted for the rate limit.
      await db.schema
        .createTable('customer_login_codes')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .$call(createdAt)
        .execute();
      await createIndex(db, 'customer_login_codes_mobile_idx', 'customer_login_codes', ['mobile', 'created_at']);

      await db.schema
        .createTable('customer_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .$call(ref('customer_id', 'customers'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .$call(createdAt)
        .execute();

      // Login-link tokens for /customer/{token}: redeemed once, expire (spec 4).
      await db.schema
        .createTable('customer_login_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .$call(ref('customer_id', 'customers'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('redeemed_at', 'text')
        .$call(createdAt)
        .execute();

      await db.schema
        .createTable('reservations')
        .$call(id)
        .addColumn('identifier', 'text', (c) => c.notNull().unique())
        .$call(ref('business_id', 'businesses'))
        .$call(ref('customer_id', 'customers', true))
        .$call(ref('channel_id', 'sales_channels', true))
        .$call(ref('referral_mini_site_id', 'mini_sites', true))
        .addColumn('buyer_uuid', 'text')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('tickets')) // tickets | vouchers | memberships | donations | vod
        .addColumn('order_type', 'text', (c) => c.notNull().defaultTo('normal')) // normal | hold
        .addColumn('status', 'text', (c) => c.notNull()) // confirmed | hold | cancelled | expired
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ILS'))
        .addColumn('tickets_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('service_charge_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('booking_fee_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('products_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('other_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_agorot', 'integer', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('hold_deadline', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('edocument_key', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('customer_json', 'text')
        .$call(createdAt)
        .execute();
      await createIndex(db, 'reservations_business_date_idx', 'reservations', ['business_id', 'business_date']);
      await createIndex(db, 'reservations_customer_idx', 'reservations', ['customer_id']);

      await db.schema
        .createTable('reservation_tickets')
        .$call(id)
        .$call(ref('reservation_id', 'reservations'))
        .$call(ref('presentation_id', 'presentations'))
        .$call(ref('seat_id', 'seats', true))
        .$call(ref('ticket_group_id', 'ticket_groups'))
        .$call(ref('price_policy_id', 'price_policies'))
        .addColumn('price_agorot', 'integer', (c) => c.notNull())
        .addColumn('old_price_agorot', 'integer')
        .addColumn('service_charge_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        // Unguessable per-ticket secret printed in the QR code, separate from the reservation identifier.
        .addColumn('ticket_secret', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('valid')) // valid | cancelled
        .addColumn('scanned_at', 'text')
        .addColumn('code', 'text')
        .addColumn('member_id', 'integer')
        .addColumn('system_voucher_id', 'integer')
        .addColumn('ref1', 'text')
        .addColumn('ref2', 'text')
        .addColumn('loyalty_points', 'integer')
        .$call(createdAt)
        .execute();
      await createIndex(db, 'reservation_tickets_reservation_idx', 'reservation_tickets', ['reservation_id']);
      await createIndex(db, 'reservation_tickets_presentation_idx', 'reservation_tickets', ['presentation_id', 'status']);

      await db.schema
        .createTable('reservation_products')
        .$call(id)
        .$call(ref('reservation_id', 'reservations'))
        .$call(ref('presentation_id', 'presentations', true))
        .$call(ref('product_id', 'products'))
        .$call(ref('ticket_id', 'reservation_tickets', true))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_agorot', 'integer', (c) => c.notNull())
        .execute();
      await createIndex(db, 'reservation_products_reservation_idx', 'reservation_products', ['reservation_id']);

      // Holds and sales of seats. The primary key is the guarantee that a seat of a presentation has at most
      // one holder or buyer; a held row whose expires_at has passed no longer counts (ADR 0002).
      await db.schema
        .createTable('seat_claims')
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('seat_id', 'integer', (c) => c.notNull().references('seats.id'))
        .addColumn('buyer_uuid', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull()) // held | sold
        .addColumn('step', 'text', (c) => c.notNull().defaultTo('chooseSeats'))
        .addColumn('expires_at', 'text')
        .addColumn('extended_count', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(ref('reservation_id', 'reservations', true))
        .$call(createdAt)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_claims_pk', ['presentation_id', 'seat_id'])
        .execute();
      await createIndex(db, 'seat_claims_buyer_idx', 'seat_claims', ['buyer_uuid']);
      await createIndex(db, 'seat_claims_expiry_idx', 'seat_claims', ['status', 'expires_at']);

      await db.schema
        .createTable('carts')
        .addColumn('buyer_uuid', 'text', (c) => c.primaryKey())
        .$call(ref('business_id', 'businesses', true))
        .$call(ref('customer_id', 'customers', true))
        .addColumn('auth_profile_id', 'integer')
        .addColumn('order_type', 'text', (c) => c.notNull().defaultTo('normal'))
        .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .$call(createdAt)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('payments')
        .$call(id)
        .$call(ref('reservation_id', 'reservations', true))
        .addColumn('buyer_uuid', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull()) // card | voucher | bank | points | cash
        .addColumn('status', 'text', (c) => c.notNull()) // pending | authorised | captured | voided | refunded | failed
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ILS'))
        .addColumn('provider_reference', 'text')
        .addColumn('number_of_payments', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('card_last4', 'text')
        .$call(ref('customer_card_id', 'customer_cards', true))
        .addColumn('system_voucher_id', 'integer')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('failure_code', 'text')
        .$call(createdAt)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'payments_reservation_idx', 'payments', ['reservation_id']);
    },
  };
}
