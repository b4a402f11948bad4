import type { DonationGiftStatus, HealthTestValidityHours, MemberStatus, StaffRole } from '@kupa/domain';
import type { Generated } from 'kysely';
import type {
  ItemOrderKind,
  OrderType,
  OutboxStatus,
  PaymentMethodKind,
  PaymentStatus,
  PresentationStatus,
  ReservationKind,
  ReservationStatus,
  SeatClaimStatus,
  SystemVoucherStatus,
  TicketStatus,
} from '@kupa/domain';

// The Kysely view of the database built by migrations/. Column conventions: ADR 0002.
// Timestamps are ISO-8601 UTC text; local dates are YYYY-MM-DD text; flags are 0/1; money is integer agorot.

type Id = Generated<number>;
type Flag = Generated<number>;
type Bilingual<P extends string> = { [K in `${P}_he` | `${P}_en`]: string };
type OptionalBilingual<P extends string> = { [K in `${P}_he` | `${P}_en`]: string | null };

export interface BusinessesTable extends Bilingual<'name'> {
  id: Id;
  slug: string;
  kind: string;
  currency: Generated<string>;
  time_zone: Generated<string>;
  country: Generated<string>;
  settings_json: Generated<string>;
  created_at: string;
}

export interface BusinessTextOverridesTable {
  business_id: number;
  locale: string;
  message_key: string;
  text: string;
}

export interface AuthProfilesTable {
  id: Id;
  business_id: number;
  name: string;
}

export interface LocationsTable extends Bilingual<'name'>, OptionalBilingual<'address'>, OptionalBilingual<'city'> {
  id: Id;
  business_id: number;
  is_offline: Flag;
  time_zone: Generated<string>;
}

export interface SalesChannelsTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
  kind: string;
}

export interface VenuesTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
  location_id: number;
  venue_type_id: Generated<number>;
  default_seatplan_id: number | null;
}

export interface SeatplansTable extends OptionalBilingual<'screen_label'> {
  id: Id;
  venue_id: number;
  name: string;
  capacity: number;
  width: number;
  height: number;
  view_area_filename: string | null;
  image_map_html: string | null;
  /** The id of the family's first version (ADR 0015); null in rows written without it (read as the row's own id). */
  family_id: number | null;
  version: Generated<number>;
  /** The designer's document the plan was built from; null for plans made before the designer. */
  document_json: string | null;
  created_at: string | null;
}

export interface SeatplanSectionsTable extends Bilingual<'name'> {
  id: Id;
  seatplan_id: number;
  is_reserved: Flag;
  sort_order: Generated<number>;
}

export interface SeatplanGroupsTable {
  id: Id;
  section_id: number;
  x: number;
  y: number;
  rotate: Generated<number>;
}

export interface TicketGroupsTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
  sort_order: Generated<number>;
  color: string | null;
}

export interface SeatsTable {
  id: Id;
  seatplan_id: number;
  section_id: number;
  group_id: number;
  ticket_group_id: number;
  grid_x: number;
  grid_y: number;
  row_name: string;
  seat_name: string;
  cx: number;
  cy: number;
  allocation_id: number | null;
  sofa_side: 'L' | 'R' | null;
  is_premium: Flag;
  is_accessible: Flag;
  is_companion: Flag;
  is_limited_view: Flag;
  is_blocked: Flag;
}

export interface FeatureCategoriesTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
}

export interface FeaturesTable extends Bilingual<'name'>, OptionalBilingual<'synopsis'> {
  id: Id;
  business_id: number;
  category_id: number | null;
  kind: Generated<string>;
  director: string | null;
  actors: string | null;
  release_year: number | null;
  release_date: string | null;
  trailer_url: string | null;
  duration_minutes: number;
  rating_name: string | null;
  language: string | null;
  subtitles: string | null;
  dubbing: string | null;
  poster_color: string | null;
  is_3d: Flag;
}

export interface MiniSitesTable extends Bilingual<'name'>, OptionalBilingual<'tagline'> {
  id: Id;
  business_id: number;
  url: string;
  /** The mini site's brand colour ("#RRGGBB", migration 0025), or null: the house colours. */
  brand_color: string | null;
}

/** A mini site's referral price of a price policy (migration 0025); a policy without one keeps the house price. */
export interface MiniSitePricesTable {
  id: Id;
  mini_site_id: number;
  price_policy_id: number;
  price_agorot: number;
}

/** A partner whose signed links (TS, ret, key) attribute orders to it (migration 0025, docs/partner-integration.md). */
export interface IntegrationPartnersTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
  code: string;
  /** The HMAC key of its links: never logged, never answered. */
  secret: string;
  allowed_origins_json: Generated<string>;
  link_ttl_seconds: Generated<number>;
  created_at: string;
}

export interface PresentationsTable {
  id: Id;
  business_id: number;
  auth_profile_id: number;
  feature_id: number;
  venue_id: number;
  seatplan_id: number | null;
  mini_site_id: number | null;
  venue_type_id: Generated<number>;
  seating_policy_id: Generated<number>;
  starts_at: string;
  business_date: string;
  duration_minutes: number;
  sale_starts_at: string | null;
  sale_stops_at: string | null;
  lock_choose_seats_s: Generated<number>;
  lock_choose_tickets_s: Generated<number>;
  lock_customer_info_s: Generated<number>;
  lock_choose_products_s: Generated<number>;
  /** 1: the lock_* columns above; 0: the business's lock timers (migration 0032). */
  lock_timers_own: Generated<number>;
  max_seats_per_transaction: Generated<number>;
  service_charge_agorot: Generated<number>;
  booking_fee_agorot: Generated<number>;
  cancellation_charge_kind: string | null;
  cancellation_charge_value: number | null;
  ga_capacity: number | null;
  new_booking_url: string | null;
  language: string | null;
  subtitles: string | null;
  dubbing: string | null;
  status: Generated<PresentationStatus>;
  is_reserved: Flag;
  is_ticketing_allowed_during_sale_window: Flag;
  is_display_qr: Flag;
  requires_vacant_seat: Flag;
  is_3d: Flag;
}

export type PricePolicyKind = 'regular' | 'code' | 'membership' | 'senior' | 'hotel' | 'loyalty' | 'memberOnly';

export interface PricePoliciesTable
  extends Bilingual<'name'>, OptionalBilingual<'description'>, OptionalBilingual<'ref1_prompt'>, OptionalBilingual<'ref2_prompt'> {
  id: Id;
  business_id: number;
  ticket_group_id: number;
  kind: PricePolicyKind;
  price_agorot: number;
  service_charge_agorot: Generated<number>;
  multiply_factor: Generated<number>;
  loyalty_points_price: number | null;
  membership_id: number | null;
  system_voucher_class_id: number | null;
  min_quantity: number | null;
  max_quantity: number | null;
  required_with_policy_id: number | null;
  quota: number | null;
  sort_order: Generated<number>;
  requires_code: Flag;
  is_walkin: Flag;
  /** Retired by staff (migration 0029): kept for its sales, no longer offered. */
  retired_at: string | null;
  /** Sold from / until these local dates (inclusive); null: no bound. */
  sale_from: string | null;
  sale_until: string | null;
  is_sold_online: Flag;
  is_sold_at_box_office: Flag;
}

export interface PresentationPricePoliciesTable {
  presentation_id: number;
  price_policy_id: number;
}

export interface TicketCodesTable {
  id: Id;
  business_id: number;
  price_policy_id: number;
  code: string;
  max_uses: number | null;
  used_count: Generated<number>;
  valid_from: string | null;
  valid_until: string | null;
  /** Disabled by staff (migration 0029): refused like an unknown code, its uses kept. */
  is_disabled: Flag;
}

export interface ProductsTable extends Bilingual<'name'> {
  id: Id;
  business_id: number;
  category: string;
  price_agorot: number;
  sort_order: Generated<number>;
  is_active: Flag;
}

export interface LocationProductsTable {
  location_id: number;
  product_id: number;
}

export interface PricePolicyAddonsTable {
  price_policy_id: number;
  product_id: number;
}

export interface FormConfigurationsTable {
  business_id: number;
  form_type: string;
  config_json: string;
}

export interface CustomersTable {
  id: Id;
  business_id: number;
  first_name: string | null;
  last_name: string | null;
  ssn: string | null;
  email: string | null;
  mobile: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  date_of_birth: string | null;
  license_plate: string | null;
  password_hash: string | null;
  loyalty_points: Generated<number>;
  is_email_allowed: Flag;
  is_sms_allowed: Flag;
  is_digitel: Flag;
  created_at: string;
}

export interface CustomerCardsTable {
  id: Id;
  customer_id: number;
  provider: string;
  provider_token: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  brand: string | null;
  is_deleted: Flag;
  created_at: string;
}

export interface CustomerLoginCodesTable {
  id: Id;
  business_id: number;
  /** The mobile number the code was sent to; null when it went by e-mail (exactly one of mobile and email, 0022). */
  mobile: string | null;
  /** The e-mail address the code was sent to (a login by number of a customer with no mobile number, 0022). */
  email: Generated<string | null>;
  /** The customer a code sent by e-mail signs in (0022). */
  customer_id: Generated<number | null>;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
  /** The SHA-256 of the opaque login request of a login by ID, reservation or member number (migration 0019). */
  request_hash: Generated<string | null>;
}

export interface CustomerSessionsTable {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  created_at: string;
}

export interface CustomerLoginTokensTable {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  redeemed_at: string | null;
  created_at: string;
}

export interface ReservationsTable {
  id: Id;
  identifier: string;
  business_id: number;
  customer_id: number | null;
  channel_id: number | null;
  referral_mini_site_id: number | null;
  /** The partner whose valid integration link the order came through (migration 0025). */
  integration_partner_id: Generated<number | null>;
  buyer_uuid: string | null;
  kind: Generated<ReservationKind>;
  order_type: Generated<OrderType>;
  status: ReservationStatus;
  currency: Generated<string>;
  tickets_agorot: Generated<number>;
  service_charge_agorot: Generated<number>;
  booking_fee_agorot: Generated<number>;
  products_agorot: Generated<number>;
  other_agorot: Generated<number>;
  total_agorot: number;
  business_date: string;
  hold_deadline: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  edocument_key: string;
  idempotency_key: string | null;
  customer_json: string | null;
  /** A guest order's normalised mobile number (customer_id null until its owner logs in by SMS code to it). */
  contact_mobile: Generated<string | null>;
  created_at: string;
  /** The ticket messages of an order waiting for its capture, sent once it is confirmed (migration 0011). */
  pending_messages_json: Generated<string | null>;
  /** What a cancelled order kept as the cancellation service charge (migration 0020). */
  cancellation_charge_agorot: Generated<number | null>;
  /** What its cancellation gave back to the card or bank payment (migration 0020). */
  refunded_agorot: Generated<number | null>;
  /** A cancellation asked for and not finished yet: { at, mobile, locale } (migration 0020, ADR 0012). */
  cancel_request_json: Generated<string | null>;
}

export interface ReservationTicketsTable {
  id: Id;
  reservation_id: number;
  presentation_id: number;
  seat_id: number | null;
  ticket_group_id: number;
  price_policy_id: number;
  price_agorot: number;
  old_price_agorot: number | null;
  service_charge_agorot: Generated<number>;
  ticket_secret: string;
  status: Generated<TicketStatus>;
  scanned_at: string | null;
  code: string | null;
  member_id: number | null;
  system_voucher_id: number | null;
  ref1: string | null;
  ref2: string | null;
  loyalty_points: number | null;
  /** The discount code (ticket_codes) and reference option the ticket used, on its first seat's row (migration 0022). */
  ticket_code_id: Generated<number | null>;
  reference_option_id: Generated<number | null>;
  created_at: string;
}

export interface ReservationProductsTable {
  id: Id;
  reservation_id: number;
  presentation_id: number | null;
  product_id: number;
  ticket_id: number | null;
  quantity: number;
  unit_price_agorot: number;
}

export interface SeatClaimsTable {
  presentation_id: number;
  seat_id: number;
  buyer_uuid: string;
  status: SeatClaimStatus;
  step: Generated<string>;
  expires_at: string | null;
  extended_count: Generated<number>;
  /** Bit per step (chooseSeats 1, chooseTickets 2, customerInfo 4, chooseProducts 8) whose timer this hold was granted. */
  granted_steps: Generated<number>;
  reservation_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartsTable {
  buyer_uuid: string;
  business_id: number | null;
  customer_id: number | null;
  auth_profile_id: number | null;
  order_type: Generated<OrderType>;
  step: Generated<number>;
  payload_json: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: Id;
  reservation_id: number | null;
  buyer_uuid: string | null;
  provider: string;
  method: PaymentMethodKind;
  status: PaymentStatus;
  amount_agorot: number;
  currency: Generated<string>;
  provider_reference: string | null;
  number_of_payments: Generated<number>;
  card_last4: string | null;
  customer_card_id: number | null;
  system_voucher_id: number | null;
  idempotency_key: string | null;
  failure_code: string | null;
  created_at: string;
  updated_at: string;
  /** The public, unguessable id the buyer's client completes or polls the payment by (migration 0007). */
  identifier: string | null;
  /** The provider's capture id, once captured (refunds name it). */
  capture_reference: string | null;
  /** A card to save as a MagCard once the order commits (provider token, last4, expiry, brand; migration 0009). */
  card_to_save_json: string | null;
}

export interface SystemVoucherClassesTable extends Bilingual<'name'>, OptionalBilingual<'description'>, OptionalBilingual<'terms'> {
  id: Id;
  business_id: number;
  super_class_id: number | null;
  kind: 'value' | 'tickets';
  validity_days: number;
  replacement_days: number | null;
  min_price_agorot: number | null;
  max_price_agorot: number | null;
  is_open_value: Flag;
  is_customer_voucher: Flag;
  is_active: Flag;
}

export interface SystemVoucherPricesTable extends Bilingual<'name'> {
  id: Id;
  class_id: number;
  price_code: string;
  price_agorot: number;
  value_agorot: number | null;
  ticket_quantity: number | null;
  sort_order: Generated<number>;
}

export interface SystemVouchersTable {
  id: Id;
  reference: string;
  business_id: number;
  class_id: number;
  price_id: number | null;
  customer_id: number | null;
  purchase_reservation_id: number | null;
  channel_id: number | null;
  initial_value_agorot: number | null;
  balance_agorot: number | null;
  quantity: number | null;
  redeemed_quantity: Generated<number>;
  start_date: string;
  end_date: string;
  /** The refund a customer's cancel owes, recorded with the cancel until the provider answered (migration 0022). */
  cancel_refund_json: Generated<string | null>;
  status: Generated<SystemVoucherStatus>;
  is_for_replacement: Flag;
  created_at: string;
}

export interface SystemVoucherRedemptionsTable {
  id: Id;
  voucher_id: number;
  reservation_id: number;
  amount_agorot: Generated<number>;
  quantity: Generated<number>;
  created_at: string;
}

export interface MembershipsTable extends Bilingual<'name'>, OptionalBilingual<'description'>, OptionalBilingual<'terms'> {
  id: Id;
  business_id: number;
  membership_type_id: number;
  code: string;
  class_name: string | null;
  season_id: number | null;
  default_ticket_group_id: number | null;
  validity_days: number;
  benefit_tickets: Generated<number>;
  benefit_points: Generated<number>;
  /** How many of its choice events (the presentations not required, when some are) a buyer chooses (spec 2 enrolment). */
  choice_events: Generated<number>;
  is_skip_member_seat: Flag;
  is_pricing_per_ticket: Flag;
  allows_hold: Flag;
  allow_member_sale_tickets: Flag;
  is_active: Flag;
}

export interface MembershipPricesTable extends Bilingual<'name'> {
  id: Id;
  membership_id: number;
  price_code: string;
  price_agorot: number;
  currency: Generated<string>;
  discount_id: number | null;
  system_voucher_reference: string | null;
  references_json: string | null;
}

export interface MembershipPresentationsTable {
  membership_id: number;
  presentation_id: number;
  payable_amount_agorot: Generated<number>;
  is_required: Flag;
}

export interface MembersTable {
  id: Id;
  membership_id: number;
  customer_id: number;
  membership_price_id: number | null;
  purchase_reservation_id: number | null;
  member_number: string;
  balance: Generated<number>;
  used_balance: Generated<number>;
  start_date: string;
  end_date: string;
  status: Generated<MemberStatus>;
  allow_member_sale_tickets: Flag;
  created_at: string;
}

export interface DonationsTable extends Bilingual<'name'>, OptionalBilingual<'description'> {
  id: Id;
  business_id: number;
  code: string;
  is_active: Flag;
}

export interface DonationAmountsTable {
  id: Id;
  donation_id: number;
  amount_agorot: number | null;
  min_agorot: number | null;
  max_agorot: number | null;
  is_custom: Flag;
}

export interface DonationGiftsTable {
  id: Id;
  donation_id: number;
  reservation_id: number;
  customer_id: number | null;
  amount_agorot: number;
  quantity: Generated<number>;
  status: Generated<DonationGiftStatus>;
  cancelled_at: string | null;
  created_at: string;
}

export interface VodEntitlementsTable {
  id: Id;
  customer_id: number;
  presentation_id: number;
  reservation_id: number;
  purchased_at: string;
  available_from: string;
  available_until: string;
  max_plays: number;
  play_count: Generated<number>;
  last_played_at: string | null;
  /** Set when the order was cancelled (migration 0024): never watchable again. */
  revoked_at: Generated<string | null>;
}

/** A venue whose presentations need a signed waiver, with its health-test window (migration 0026). */
export interface WaiverPoliciesTable {
  id: Id;
  business_id: number;
  venue_id: number;
  test_validity_hours: HealthTestValidityHours;
  created_at: string;
}

/** The ages a ticket type (price policy) or a voucher class admits (spec 5 jumper age; migration 0026). */
export interface JumperAgeLimitsTable {
  id: Id;
  business_id: number;
  price_policy_id: number | null;
  system_voucher_class_id: number | null;
  min_age: number | null;
  max_age: number | null;
}

/** A guardian's signed waiver of a reservation (migration 0026). */
export interface WaiversTable {
  id: Id;
  reservation_id: number;
  business_id: number;
  customer_id: number | null;
  buyer_uuid: string | null;
  guardian_first_name: string;
  guardian_last_name: string;
  guardian_ssn: string;
  guardian_mobile: string;
  signature_png: Buffer;
  declarations_json: string;
  locale: string;
  test_validity_hours: HealthTestValidityHours;
  client_address: string;
  signed_at: string;
}

/** A child a waiver covers, for one ticket of the reservation (migration 0026). */
export interface WaiverJumpersTable {
  id: Id;
  waiver_id: number;
  reservation_id: number;
  ticket_id: number;
  first_name: string;
  last_name: string;
  ssn: string;
  date_of_birth: string;
}

export interface StaffUsersTable {
  id: Id;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_active: Flag;
  created_at: string;
  /** 1 after creation or a reset: only the password change is allowed until the user sets their own (migration 0036). */
  must_change_password: Flag;
}

/** A business a staff user works in and their role there (ADR 0016; migration 0031). */
export interface StaffUserBusinessesTable {
  user_id: number;
  business_id: number;
  role: Generated<StaffRole>;
}

export interface StaffSessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

export interface ReferencePromptOptionsTable {
  id: Id;
  business_id: number;
  price_policy_id: number;
  agent_customer_id: number | null;
  reference1: string;
  reference2: string | null;
  quantity: number;
  created_at: string;
  /** 0: deactivated in the back office (migration 0034); the cart no longer accepts its reference. */
  is_active: Flag;
}

export interface OutboxTable {
  id: Id;
  business_id: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Id;
  business_id: number | null;
  at: string;
  actor_kind: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  data_json: string | null;
}

export interface IdempotencyRecordsTable {
  key: string;
  scope: string;
  response_json: string;
  created_at: string;
}

export interface StaffLoginAttemptsTable {
  id: Id;
  /** The username as throttled: trimmed and lower-cased. */
  username_key: string;
  client_address: string;
  attempted_at: string;
}

/** Sales measures of a presentation summary (ADR 0008): valid tickets of confirmed orders, products sold with them. */
interface SalesMeasures {
  sold_quantity: number;
  tickets_agorot: number;
  service_charge_agorot: number;
  products_quantity: number;
  products_agorot: number;
  /** Booking fees of the orders whose lowest presentation id this is (a fee is charged once per order). */
  booking_fee_agorot: Generated<number>;
  updated_at: string;
}

export interface PresentationSalesTable extends SalesMeasures {
  presentation_id: number;
}

export interface PresentationChannelSalesTable extends SalesMeasures {
  presentation_id: number;
  /** sales_channels.id, or 0 for orders without a recorded channel. */
  channel_id: number;
}

/** Confirmed gift-voucher, membership and donation orders per business, date, channel and kind (migration 0018). */
export interface ItemOrderSalesTable {
  business_id: number;
  business_date: string;
  /** sales_channels.id, or 0 for orders without a recorded channel. */
  channel_id: number;
  kind: ItemOrderKind;
  orders: number;
  agorot: number;
  updated_at: string;
}

/** Products sold in item orders (a voucher order's products step): no presentation, so per business and date. */
export interface ItemOrderProductSalesTable {
  business_id: number;
  business_date: string;
  product_id: number;
  quantity: number;
  agorot: number;
  updated_at: string;
}

export interface PresentationProductSalesTable {
  presentation_id: number;
  product_id: number;
  quantity: number;
  agorot: number;
  updated_at: string;
}

export interface PresentationReferenceSalesTable {
  presentation_id: number;
  price_policy_id: number;
  reference1: string;
  /** The orders' local sale date (reservations.business_date). */
  sale_date: string;
  sold_quantity: number;
  tickets_agorot: number;
  /** Orders among them (an order's tickets of one presentation and reference fall in one row). */
  orders: number;
  updated_at: string;
}

/** The sandbox payment provider's first answer per idempotency key (migration 0008). */
export interface SandboxPaymentAnswersTable {
  idempotency_key: string;
  answer_json: string;
  created_at: string;
}

/** A saved card of the sandbox provider: never the number or CVV, only what may be shown and the test behaviour. */
export interface SandboxCardTokensTable {
  token: string;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  /** The test card's behaviour: approve, decline, insufficient_funds, verify or provider_error. */
  behaviour: string;
  created_at: string;
}

export interface SandboxAuthorisationsTable {
  authorisation_id: string;
  amount_agorot: number;
  currency: string;
  number_of_payments: number;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  /** authorised, captured or voided. */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface SandboxCapturesTable {
  capture_id: string;
  authorisation_id: string;
  amount_agorot: number;
  refunded_agorot: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One refund the sandbox provider made (migration 0020), shown on its refunds page. */
export interface SandboxRefundsTable {
  refund_id: string;
  capture_id: string;
  amount_agorot: number;
  created_at: string;
}

export interface SandboxVerificationsTable {
  verification_id: string;
  amount_agorot: number;
  currency: string;
  number_of_payments: number;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  return_path: string | null;
  /** pending, then approved, declined or expired. */
  status: string;
  /** The finished verification's answer (an authorisation's answer), as JSON. */
  result_json: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface SandboxBankPaymentsTable {
  bank_payment_id: string;
  amount_agorot: number;
  currency: string;
  /** pending, approved, declined or expired. */
  status: string;
  refunded: Flag;
  return_path: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  businesses: BusinessesTable;
  business_text_overrides: BusinessTextOverridesTable;
  auth_profiles: AuthProfilesTable;
  locations: LocationsTable;
  sales_channels: SalesChannelsTable;
  venues: VenuesTable;
  seatplans: SeatplansTable;
  seatplan_sections: SeatplanSectionsTable;
  seatplan_groups: SeatplanGroupsTable;
  ticket_groups: TicketGroupsTable;
  seats: SeatsTable;
  feature_categories: FeatureCategoriesTable;
  features: FeaturesTable;
  mini_sites: MiniSitesTable;
  mini_site_prices: MiniSitePricesTable;
  integration_partners: IntegrationPartnersTable;
  presentations: PresentationsTable;
  price_policies: PricePoliciesTable;
  presentation_price_policies: PresentationPricePoliciesTable;
  ticket_codes: TicketCodesTable;
  products: ProductsTable;
  location_products: LocationProductsTable;
  price_policy_addons: PricePolicyAddonsTable;
  form_configurations: FormConfigurationsTable;
  customers: CustomersTable;
  customer_cards: CustomerCardsTable;
  customer_login_codes: CustomerLoginCodesTable;
  customer_sessions: CustomerSessionsTable;
  customer_login_tokens: CustomerLoginTokensTable;
  reservations: ReservationsTable;
  reservation_tickets: ReservationTicketsTable;
  reservation_products: ReservationProductsTable;
  seat_claims: SeatClaimsTable;
  carts: CartsTable;
  payments: PaymentsTable;
  system_voucher_classes: SystemVoucherClassesTable;
  system_voucher_prices: SystemVoucherPricesTable;
  system_vouchers: SystemVouchersTable;
  system_voucher_redemptions: SystemVoucherRedemptionsTable;
  memberships: MembershipsTable;
  membership_prices: MembershipPricesTable;
  membership_presentations: MembershipPresentationsTable;
  members: MembersTable;
  donations: DonationsTable;
  donation_amounts: DonationAmountsTable;
  donation_gifts: DonationGiftsTable;
  vod_entitlements: VodEntitlementsTable;
  waiver_policies: WaiverPoliciesTable;
  jumper_age_limits: JumperAgeLimitsTable;
  waivers: WaiversTable;
  waiver_jumpers: WaiverJumpersTable;
  staff_users: StaffUsersTable;
  staff_user_businesses: StaffUserBusinessesTable;
  staff_sessions: StaffSessionsTable;
  reference_prompt_options: ReferencePromptOptionsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  idempotency_records: IdempotencyRecordsTable;
  staff_login_attempts: StaffLoginAttemptsTable;
  presentation_sales: PresentationSalesTable;
  presentation_channel_sales: PresentationChannelSalesTable;
  presentation_product_sales: PresentationProductSalesTable;
  presentation_reference_sales: PresentationReferenceSalesTable;
  item_order_sales: ItemOrderSalesTable;
  item_order_product_sales: ItemOrderProductSalesTable;
  sandbox_payment_answers: SandboxPaymentAnswersTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_authorisations: SandboxAuthorisationsTable;
  sandbox_captures: SandboxCapturesTable;
  sandbox_refunds: SandboxRefundsTable;
  sandbox_verifications: SandboxVerificationsTable;
  sandbox_bank_payments: SandboxBankPaymentsTable;
  feature_posters: FeaturePostersTable;
  vod_title_terms: VodTitleTermsTable;
}

/** A poster staff uploaded for a feature, as WebP renditions of the sizes the customer pages draw (migration 0033). */
export interface FeaturePostersTable {
  feature_id: number;
  version: number;
  uploaded_at: string;
  /** The uploaded file's type, found from its content: image/jpeg, image/png or image/webp. */
  source_type: string;
  thumb_webp: Uint8Array;
  detail_webp: Uint8Array;
}

/** The viewing terms staff set for a video-on-demand title (migration 0033); without a row the default terms apply. */
export interface VodTitleTermsTable {
  presentation_id: number;
  price_policy_id: number;
  viewing_hours: number;
  max_plays: number;
  updated_at: string;
}

/** Every table, in an order that respects foreign keys (used when demo data fills or tests empty a database). */
export const TABLES_IN_DEPENDENCY_ORDER: ReadonlyArray<keyof Database> = [
  'businesses',
  'business_text_overrides',
  'auth_profiles',
  'locations',
  'sales_channels',
  'venues',
  'seatplans',
  'seatplan_sections',
  'seatplan_groups',
  'ticket_groups',
  'seats',
  'feature_categories',
  'features',
  'mini_sites',
  'presentations',
  'price_policies',
  'mini_site_prices',
  'integration_partners',
  'presentation_price_policies',
  'ticket_codes',
  'products',
  'location_products',
  'price_policy_addons',
  'form_configurations',
  'customers',
  'customer_cards',
  'customer_login_codes',
  'customer_sessions',
  'customer_login_tokens',
  'reservations',
  'reservation_tickets',
  'reservation_products',
  'seat_claims',
  'carts',
  'payments',
  'system_voucher_classes',
  'system_voucher_prices',
  'system_vouchers',
  'system_voucher_redemptions',
  'memberships',
  'membership_prices',
  'membership_presentations',
  'members',
  'donations',
  'donation_amounts',
  'donation_gifts',
  'vod_entitlements',
  'waiver_policies',
  'jumper_age_limits',
  'waivers',
  'waiver_jumpers',
  'staff_users',
  'staff_user_businesses',
  'staff_sessions',
  'reference_prompt_options',
  'outbox',
  'audit_log',
  'idempotency_records',
  'staff_login_attempts',
  'presentation_sales',
  'presentation_channel_sales',
  'presentation_product_sales',
  'presentation_reference_sales',
  'item_order_sales',
  'item_order_product_sales',
  'sandbox_payment_answers',
  'sandbox_card_tokens',
  'sandbox_authorisations',
  'sandbox_captures',
  'sandbox_refunds',
  'sandbox_verifications',
  'sandbox_bank_payments',
  'feature_posters',
  'vod_title_terms',
];
