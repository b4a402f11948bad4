import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { bilingual, createdAt, createIndex, flags, idColumn, optionalBilingual, ref } from './column-helpers';

/** Tenants, places, seat plans, features, presentations, ticket types and products (spec section 3). */
export function catalogueMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('businesses')
        .$call(id)
        .$call(bilingual())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull()) // cinema | theatre
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ILS'))
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Jerusalem'))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo('IL'))
        .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .$call(createdAt)
        .execute();

      await db.schema
        .createTable('business_text_overrides')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('message_key', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_text_overrides_pk', ['business_id', 'locale', 'message_key'])
        .execute();

      await db.schema
        .createTable('auth_profiles')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('locations')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(bilingual())
        .$call(optionalBilingual('address'))
        .$call(optionalBilingual('city'))
        .$call(flags(['is_offline']))
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Jerusalem'))
        .execute();

      await db.schema
        .createTable('sales_channels')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(bilingual())
        .addColumn('kind', 'text', (c) => c.notNull()) // web | pos | kiosk | app
        .execute();

      await db.schema
        .createTable('venues')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('location_id', 'locations'))
        .$call(bilingual())
        .addColumn('venue_type_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('default_seatplan_id', 'integer')
        .execute();

      await db.schema
        .createTable('seatplans')
        .$call(id)
        .$call(ref('venue_id', 'venues'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .$call(optionalBilingual('screen_label'))
        .addColumn('view_area_filename', 'text')
        .addColumn('image_map_html', 'text')
        .execute();

      await db.schema
        .createTable('seatplan_sections')
        .$call(id)
        .$call(ref('seatplan_id', 'seatplans'))
        .$call(bilingual())
        .$call(flags(['is_reserved'], 1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('seatplan_groups')
        .$call(id)
        .$call(ref('section_id', 'seatplan_sections'))
        .addColumn('x', 'real', (c) => c.notNull())
        .addColumn('y', 'real', (c) => c.notNull())
        .addColumn('rotate', 'real', (c) => c.notNull().defaultTo(0))
        .execute();

      // A ticket group is a price level: seats carry one, price policies belong to one.
      await db.schema
        .createTable('ticket_groups')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(bilingual())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('color', 'text')
        .execute();

      await db.schema
        .createTable('seats')
        .$call(id)
        .$call(ref('seatplan_id', 'seatplans'))
        .$call(ref('section_id', 'seatplan_sections'))
        .$call(ref('group_id', 'seatplan_groups'))
        .$call(ref('ticket_group_id', 'ticket_groups'))
        .addColumn('grid_x', 'integer', (c) => c.notNull())
        .addColumn('grid_y', 'integer', (c) => c.notNull())
        .addColumn('row_name', 'text', (c) => c.notNull())
        .addColumn('seat_name', 'text', (c) => c.notNull())
        .addColumn('cx', 'real', (c) => c.notNull())
        .addColumn('cy', 'real', (c) => c.notNull())
        .addColumn('allocation_id', 'integer')
        // 'L' or 'R' for the halves of a sofa or bed; the two halves sit in adjacent grid columns.
        .addColumn('sofa_side', 'text')
        .$call(flags(['is_premium', 'is_accessible', 'is_companion', 'is_limited_view', 'is_blocked']))
        .execute();
      await createIndex(db, 'seats_position_uq', 'seats', ['seatplan_id', 'section_id', 'grid_x', 'grid_y'], true);

      await db.schema.createTable('feature_categories').$call(id).$call(ref('business_id', 'businesses')).$call(bilingual()).execute();

      await db.schema
        .createTable('features')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('category_id', 'feature_categories', true))
        .$call(bilingual())
        .$call(optionalBilingual('synopsis'))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('film')) // film | event
        .addColumn('director', 'text')
        .addColumn('actors', 'text')
        .addColumn('release_year', 'integer')
        .addColumn('release_date', 'text')
        .addColumn('trailer_url', 'text')
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('rating_name', 'text')
        .addColumn('language', 'text')
        .addColumn('subtitles', 'text')
        .addColumn('dubbing', 'text')
        .addColumn('poster_color', 'text')
        .$call(flags(['is_3d']))
        .execute();

      await db.schema
        .createTable('mini_sites')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(bilingual())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema
        .createTable('presentations')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('auth_profile_id', 'auth_profiles'))
        .$call(ref('feature_id', 'features'))
        .$call(ref('venue_id', 'venues'))
        .$call(ref('seatplan_id', 'seatplans', true))
        .$call(ref('mini_site_id', 'mini_sites', true))
        .addColumn('venue_type_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('seating_policy_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('sale_starts_at', 'text')
        .addColumn('sale_stops_at', 'text')
        .addColumn('lock_choose_seats_s', 'integer', (c) => c.notNull().defaultTo(600))
        .addColumn('lock_choose_tickets_s', 'integer', (c) => c.notNull().defaultTo(600))
        .addColumn('lock_customer_info_s', 'integer', (c) => c.notNull().defaultTo(900))
        .addColumn('lock_choose_products_s', 'integer', (c) => c.notNull().defaultTo(600))
        .addColumn('max_seats_per_transaction', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('service_charge_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('booking_fee_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        // fixed | perTicket | percentOfTotal | percentPerTicket (spec 3: cancellation service charge)
        .addColumn('cancellation_charge_kind', 'text')
        .addColumn('cancellation_charge_value', 'integer')
        .addColumn('ga_capacity', 'integer')
        .addColumn('new_booking_url', 'text')
        .addColumn('language', 'text')
        .addColumn('subtitles', 'text')
        .addColumn('dubbing', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled')) // scheduled | cancelled
        .$call(flags(['is_reserved', 'is_ticketing_allowed_during_sale_window', 'is_display_qr'], 1))
        .$call(flags(['requires_vacant_seat', 'is_3d']))
        .execute();
      await createIndex(db, 'presentations_starts_at_idx', 'presentations', ['starts_at']);
      await createIndex(db, 'presentations_business_date_idx', 'presentations', ['business_date', 'venue_id']);
      await createIndex(db, 'presentations_feature_idx', 'presentations', ['feature_id', 'starts_at']);

      await db.schema
        .createTable('price_policies')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('ticket_group_id', 'ticket_groups'))
        .$call(bilingual())
        .$call(optionalBilingual('description'))
        .$call(optionalBilingual('ref1_prompt'))
        .$call(optionalBilingual('ref2_prompt'))
        // regular | code | membership | senior | hotel | loyalty | memberOnly (spec 3 ticket types)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('price_agorot', 'integer', (c) => c.notNull())
        .addColumn('service_charge_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('multiply_factor', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('loyalty_points_price', 'integer')
        .addColumn('membership_id', 'integer')
        .addColumn('system_voucher_class_id', 'integer')
        .addColumn('min_quantity', 'integer')
        .addColumn('max_quantity', 'integer')
        .addColumn('required_with_policy_id', 'integer')
        .addColumn('quota', 'integer')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(flags(['requires_code', 'is_walkin']))
        .execute();

      await db.schema
        .createTable('presentation_price_policies')
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
        .addPrimaryKeyConstraint('presentation_price_policies_pk', ['presentation_id', 'price_policy_id'])
        .execute();

      await db.schema
        .createTable('ticket_codes')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('price_policy_id', 'price_policies'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('max_uses', 'integer')
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('valid_from', 'text')
        .addColumn('valid_until', 'text')
        .execute();
      await createIndex(db, 'ticket_codes_code_uq', 'ticket_codes', ['business_id', 'code'], true);

      await db.schema
        .createTable('products')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(bilingual())
        .addColumn('category', 'text', (c) => c.notNull()) // snack | drink | combo | glasses | addon
        .addColumn('price_agorot', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(flags(['is_active'], 1))
        .execute();

      await db.schema
        .createTable('location_products')
        .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addPrimaryKeyConstraint('location_products_pk', ['location_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('price_policy_addons')
        .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addPrimaryKeyConstraint('price_policy_addons_pk', ['price_policy_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('form_configurations')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        // order | orderMemberships | orderSystemVouchers | orderDonations (spec 3)
        .addColumn('form_type', 'text', (c) => c.notNull())
        .addColumn('config_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('form_configurations_pk', ['business_id', 'form_type'])
        .execute();
    },
  };
}
