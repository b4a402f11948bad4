// @ts-check
/**
 * Which server module owns each table (house rule: a module reads and writes only its own tables; another module's
 * data comes through that module's code). Read by the `kupa/table-ownership` lint rule. A new table gets its owner
 * here. There is no list of exceptions: another module's data comes through the owner's read ports, its writes inside
 * the caller's transaction, or its query fragments (ADR 0020).
 */
export const TABLE_OWNERS = {
  // catalogue: who sells, where, what is on
  businesses: 'catalogue',
  business_text_overrides: 'catalogue',
  auth_profiles: 'catalogue',
  locations: 'catalogue',
  sales_channels: 'catalogue',
  venues: 'catalogue',
  feature_categories: 'catalogue',
  features: 'catalogue',
  feature_posters: 'catalogue',
  mini_sites: 'mini-sites',
  mini_site_prices: 'mini-sites',
  integration_partners: 'integration',
  products: 'catalogue',
  location_products: 'catalogue',
  // seating: plans, seats, price levels and the claims on them
  seatplans: 'seating',
  seatplan_sections: 'seating',
  seatplan_groups: 'seating',
  ticket_groups: 'seating',
  seats: 'seating',
  seat_claims: 'seating',
  // presentations: the schedule and its prices
  presentations: 'presentations',
  price_policies: 'presentations',
  presentation_price_policies: 'presentations',
  vod_title_terms: 'presentations',
  price_policy_addons: 'presentations',
  ticket_codes: 'presentations',
  reference_prompt_options: 'presentations',
  form_configurations: 'forms',
  // customers
  customers: 'customer-auth',
  customer_cards: 'customer-auth',
  customer_login_codes: 'customer-auth',
  customer_sessions: 'customer-auth',
  customer_login_tokens: 'customer-auth',
  // orders
  reservations: 'reservations',
  reservation_tickets: 'reservations',
  reservation_products: 'reservations',
  carts: 'checkout',
  payments: 'checkout',
  idempotency_records: 'checkout',
  system_voucher_classes: 'vouchers',
  system_voucher_prices: 'vouchers',
  system_vouchers: 'vouchers',
  system_voucher_redemptions: 'vouchers',
  memberships: 'memberships',
  membership_prices: 'memberships',
  membership_presentations: 'memberships',
  members: 'memberships',
  donations: 'donations',
  donation_amounts: 'donations',
  donation_gifts: 'donations',
  vod_entitlements: 'vod',
  waiver_policies: 'waivers',
  jumper_age_limits: 'waivers',
  waivers: 'waivers',
  waiver_jumpers: 'waivers',
  // staff
  staff_users: 'staff-auth',
  staff_user_businesses: 'staff-auth',
  staff_sessions: 'staff-auth',
  staff_login_attempts: 'staff-auth',
  presentation_sales: 'live-dashboard',
  presentation_channel_sales: 'live-dashboard',
  presentation_product_sales: 'live-dashboard',
  presentation_reference_sales: 'live-dashboard',
  item_order_sales: 'live-dashboard',
  item_order_product_sales: 'live-dashboard',
  // infrastructure
  outbox: 'outbox',
  audit_log: 'shared',
  sandbox_payment_answers: 'adapters',
  sandbox_card_tokens: 'adapters',
  sandbox_authorisations: 'adapters',
  sandbox_captures: 'adapters',
  sandbox_refunds: 'adapters',
  sandbox_verifications: 'adapters',
  sandbox_bank_payments: 'adapters',
};

/** Folders that may touch every table: the migrations and schema, the demo data generator, test fixtures. */
export const UNRESTRICTED_FOLDERS = ['db', 'demo', 'testing'];
