import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { bilingual, createdAt, createIndex, flags, idColumn, optionalBilingual, ref } from './column-helpers';

/** System vouchers, memberships and members, donations and video-on-demand entitlements (spec section 3). */
export function vouchersMembershipsDonationsVodMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('system_voucher_classes')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('super_class_id', 'integer')
        .$call(bilingual())
        .$call(optionalBilingual('description'))
        .$call(optionalBilingual('terms'))
        .addColumn('kind', 'text', (c) => c.notNull()) // value | tickets
        .addColumn('validity_days', 'integer', (c) => c.notNull())
        .addColumn('replacement_days', 'integer')
        .addColumn('min_price_agorot', 'integer')
        .addColumn('max_price_agorot', 'integer')
        .$call(flags(['is_open_value', 'is_customer_voucher']))
        .$call(flags(['is_active'], 1))
        .execute();

      await db.schema
        .createTable('system_voucher_prices')
        .$call(id)
        .$call(ref('class_id', 'system_voucher_classes'))
        .addColumn('price_code', 'text', (c) => c.notNull())
        .$call(bilingual())
        .addColumn('price_agorot', 'integer', (c) => c.notNull())
        .addColumn('value_agorot', 'integer')
        .addColumn('ticket_quantity', 'integer')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('system_vouchers')
        .$call(id)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .$call(ref('business_id', 'businesses'))
        .$call(ref('class_id', 'system_voucher_classes'))
        .$call(ref('price_id', 'system_voucher_prices', true))
        .$call(ref('customer_id', 'customers', true))
        .$call(ref('purchase_reservation_id', 'reservations', true))
        .$call(ref('channel_id', 'sales_channels', true))
        .addColumn('initial_value_agorot', 'integer')
        .addColumn('balance_agorot', 'integer')
        .addColumn('quantity', 'integer')
        .addColumn('redeemed_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')) // active | cancelled
        .$call(flags(['is_for_replacement']))
        .$call(createdAt)
        .execute();
      await createIndex(db, 'system_vouchers_customer_idx', 'system_vouchers', ['customer_id']);

      await db.schema
        .createTable('system_voucher_redemptions')
        .$call(id)
        .$call(ref('voucher_id', 'system_vouchers'))
        .$call(ref('reservation_id', 'reservations'))
        .addColumn('amount_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(createdAt)
        .execute();

      await db.schema
        .createTable('memberships')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('membership_type_id', 'integer', (c) => c.notNull()) // 2 = series (spec 9)
        .addColumn('code', 'text', (c) => c.notNull())
        .$call(bilingual())
        .$call(optionalBilingual('description'))
        .$call(optionalBilingual('terms'))
        .addColumn('class_name', 'text')
        .addColumn('season_id', 'integer')
        .$call(ref('default_ticket_group_id', 'ticket_groups', true))
        .addColumn('validity_days', 'integer', (c) => c.notNull())
        .addColumn('benefit_tickets', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('benefit_points', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(flags(['is_skip_member_seat', 'is_pricing_per_ticket', 'allows_hold', 'allow_member_sale_tickets']))
        .$call(flags(['is_active'], 1))
        .execute();
      await createIndex(db, 'memberships_code_uq', 'memberships', ['business_id', 'code'], true);

      await db.schema
        .createTable('membership_prices')
        .$call(id)
        .$call(ref('membership_id', 'memberships'))
        .addColumn('price_code', 'text', (c) => c.notNull())
        .$call(bilingual())
        .addColumn('price_agorot', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ILS'))
        .addColumn('discount_id', 'integer')
        .addColumn('system_voucher_reference', 'text')
        .addColumn('references_json', 'text')
        .execute();

      // Presentations offered by an enrolment (series) membership (spec 3: Presentations, IsRequired, MembershipPayableAmount).
      await db.schema
        .createTable('membership_presentations')
        .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id'))
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('payable_amount_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(flags(['is_required']))
        .addPrimaryKeyConstraint('membership_presentations_pk', ['membership_id', 'presentation_id'])
        .execute();

      await db.schema
        .createTable('members')
        .$call(id)
        .$call(ref('membership_id', 'memberships'))
        .$call(ref('customer_id', 'customers'))
        .$call(ref('membership_price_id', 'membership_prices', true))
        .$call(ref('purchase_reservation_id', 'reservations', true))
        .addColumn('member_number', 'text', (c) => c.notNull().unique())
        .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_balance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('points_balance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active')) // active | cancelled
        .$call(flags(['allow_member_sale_tickets']))
        .$call(createdAt)
        .execute();
      await createIndex(db, 'members_customer_idx', 'members', ['customer_id']);

      await db.schema
        .createTable('donations')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('code', 'text', (c) => c.notNull())
        .$call(bilingual())
        .$call(optionalBilingual('description'))
        .$call(flags(['is_active'], 1))
        .execute();

      await db.schema
        .createTable('donation_amounts')
        .$call(id)
        .$call(ref('donation_id', 'donations'))
        .addColumn('amount_agorot', 'integer')
        .addColumn('min_agorot', 'integer')
        .addColumn('max_agorot', 'integer')
        .$call(flags(['is_custom']))
        .execute();

      await db.schema
        .createTable('donation_gifts')
        .$call(id)
        .$call(ref('donation_id', 'donations'))
        .$call(ref('reservation_id', 'reservations'))
        .$call(ref('customer_id', 'customers', true))
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .$call(createdAt)
        .execute();

      // Video on demand: a presentation with venue type 101-104 sold as a time-limited entitlement (spec 3).
      await db.schema
        .createTable('vod_entitlements')
        .$call(id)
        .$call(ref('customer_id', 'customers'))
        .$call(ref('presentation_id', 'presentations'))
        .$call(ref('reservation_id', 'reservations'))
        .addColumn('purchased_at', 'text', (c) => c.notNull())
        .addColumn('available_from', 'text', (c) => c.notNull())
        .addColumn('available_until', 'text', (c) => c.notNull())
        .addColumn('max_plays', 'integer', (c) => c.notNull())
        .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_played_at', 'text')
        .execute();
      await createIndex(db, 'vod_entitlements_customer_idx', 'vod_entitlements', ['customer_id']);

      await db.schema
        .createTable('waivers')
        .$call(id)
        .$call(ref('reservation_id', 'reservations'))
        .addColumn('signer_name', 'text', (c) => c.notNull())
        .addColumn('signer_ssn', 'text')
        .addColumn('children_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('signature_svg', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
