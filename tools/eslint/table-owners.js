// @ts-check
/**
 * Which server module owns each table (house rule: a module reads and writes only its own tables; another module's
 * data comes through that module's code). Read by the `kupa/table-ownership` lint rule. A new table gets its owner
 * here; a table read by another module is a decision recorded in KNOWN_CROSSINGS below, never a silent import.
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

/**
 * Crossings that exist today, each "module:table" (the debt this rule keeps from growing; remove an entry when its
 * module goes through the owner's code). Most are reads of the catalogue and the schedule for display.
 */
export const KNOWN_CROSSINGS = [
  // What is left after issue 15 paid down the audit log, outbox, business and customer reads (shared/audit-log.ts,
  // catalogue/business-directory.ts, memberships/member-directory.ts, customer-auth/customer-names.ts), then the
  // dashboard's names, the schedule's concessions and seat counts and the order pages' product names
  // (catalogue/catalogue-directory.ts, catalogue/item-order-products.ts, seating/seat-counts.ts,
  // presentations/vod-offers.ts), then the schedule's features, halls and locations (catalogue/schedule-catalogue.ts)
  // and what an order's pages show of its presentations, ticket types and vouchers
  // (presentations/order-presentations.ts, vouchers/voucher-directory.ts), then every crossing of the seating module:
  // seat selection's presentation facts, ticket types, add-ons and memberships through their owners
  // (presentations/presentation-seating.ts, catalogue/catalogue-directory.ts, memberships/membership-seating.ts; the
  // hold path's presentation facts stay cached in seating/seating-presentation.ts, a miss costs one statement more),
  // the member seats' tickets written by reservations/member-seat-tickets.ts inside the commit transaction, and the
  // presentations' and reservations' reads of seating's plans, seats and ticket groups through seating/seat-counts.ts
  // (the listing's plan columns merged into its seat count statement), seating/seat-places.ts and
  // seating/ticket-group-directory.ts:
  // - checkout: the commit writes an order's lines, seats, vouchers and members in one transaction between the card's
  //   authorisation and its capture (ADR 0009, 0010); moving them to their owners is the commit's split (ADR 0011),
  //   work of its own. Its cart pricing reads the catalogue, schedule and prices of other modules for display.
  // - live-dashboard: its summaries are kept exact in the selling transaction and rebuilt from the orders (ADR 0008).
  //   Its names and scope checks go through the owners (live-dashboard/dashboard-catalogue.ts over
  //   catalogue/catalogue-directory.ts and the presentations' and customers' read ports); left are the monitors' scoped
  //   aggregates joining presentations, venues, features, seatplans and price policies to the summaries in one query
  //   (the kupa-live latency goal), and the reference-prompt options, which it edits.
  // - reservations: an order's payments (checkout's). No design stands in the way: the owner, checkout, was outside the
  //   change that moved the rest, and needs a read port there.
  'checkout:customer_cards',
  'checkout:customers',
  'checkout:form_configurations',
  'checkout:location_products',
  'checkout:locations',
  'checkout:members',
  'checkout:memberships',
  'checkout:presentation_price_policies',
  'checkout:presentations',
  'checkout:price_policies',
  'checkout:price_policy_addons',
  'checkout:products',
  'checkout:reference_prompt_options',
  'checkout:reservation_products',
  'checkout:reservation_tickets',
  'checkout:reservations',
  'checkout:sales_channels',
  'checkout:seat_claims',
  'checkout:seatplan_sections',
  'checkout:seats',
  'checkout:system_voucher_classes',
  'checkout:system_voucher_redemptions',
  'checkout:system_vouchers',
  'checkout:ticket_codes',
  'checkout:venues',
  'live-dashboard:features',
  'live-dashboard:presentations',
  'live-dashboard:price_policies',
  'live-dashboard:reference_prompt_options',
  'live-dashboard:reservation_products',
  'live-dashboard:reservation_tickets',
  'live-dashboard:reservations',
  'live-dashboard:seat_claims',
  'live-dashboard:seatplans',
  'live-dashboard:venues',
  'reservations:payments',
];
