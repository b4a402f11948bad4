/**
 * The closed catalogue of error codes Kupa answers with (spec section 8, api-compat).
 * Codes the spec spells are kept exactly; the rest follow its style.
 */
export const ERROR_CODES = [
  // Generic
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNKNOWN_MIDDLEWARE',
  'GENERAL_ERROR',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'UUID_REQUIRED',
  'CAPTCHA_ERROR',
  // Presentations and seats
  'PRESENTATION_NOT_FOUND',
  'FEATURE_NOT_FOUND',
  'SEATPLAN_NOT_FOUND',
  'TICKETING_ENDED',
  'TICKETING_NOT_STARTED',
  'LOCATION_OFFLINE',
  'NOT_ENOUGH_SEATS',
  'SEAT_NOT_AVAILABLE',
  'SEAT_LOCK_NO_SELECTIONS',
  'SEAT_UNLOCK_FAILED',
  'MAX_SEATS_EXCEEDED',
  'NO_SEATS_IN_SECTION',
  'NO_PRICE_POLICY',
  // Cart and order
  'INCOMPATIBLE_AUTH_PROFILE',
  'INCOMPATIBLE_BUSINESS',
  'ZERO_VOUCHER_PAYMENT',
  'MIXED_CURRENCIES',
  'ALREADY_COMMITTED',
  'NO_ACTIVE_MEMBERSHIP',
  'PAYMENT_ERROR',
  // Customer
  'NOTHING_TO_CANCEL',
  'BALANCE_IS_DUE',
  'CANCELLATION_NOT_ALLOWED',
  'CANCELLATION_DEADLINE_PASSED',
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_NO_MOBILE',
  'INVALID_SMS_CODE',
  'LOGIN_FAILED',
  'SMS_FAILED',
  'CUSTOMER_TOKEN_REDEEMED',
  'CUSTOMER_TOKEN_EXPIRED',
  'CUSTOMER_TOKEN_ERROR',
  // Vouchers and memberships
  'SYSTEM_VOUCHER_NOT_FOUND',
  'SYSTEM_VOUCHER_NOT_ACTIVE',
  'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT',
  'SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET',
  'ALREADY_ENROLLED',
  // Seat rules and holds (spec 4 and 5; ADR 0007)
  'SEAT_GAP_NOT_ALLOWED',
  'VACANT_SEAT_REQUIRED',
  'SEAT_PRICE_LEVEL_MISMATCH',
  'PREMIUM_SEAT_NOT_HOLDABLE',
  'SEAT_LOCK_EXPIRED',
  'SEAT_LOCK_EXTENSION_USED',
  'MEMBERSHIP_NOT_FOUND',
  // Checkout (issue 4: spec 4, 5, 8)
  'TICKET_CODE_NOT_FOUND',
  'TICKET_NOT_IN_EVENT',
  'CODE_ALREADY_ENTERED',
  'TICKET_NOT_FOUND',
  'VOUCHER_NO_BALANCE',
  'VOUCHER_EXPIRED',
  'CUSTOMER_VOUCHER_MUST_BE_COMBINED',
  'INVALID_ID',
  'MEMBER_NOT_FOUND',
  'NO_VALID_MEMBER',
  'MEMBERSHIP_NOT_STARTED',
  'MEMBERSHIP_EXPIRED',
  'MEMBER_BALANCE_INSUFFICIENT',
  'REFERENCE_NOT_ELIGIBLE',
  'POINTS_BALANCE_INSUFFICIENT',
  'TICKET_BELOW_MINIMUM',
  'TICKET_ABOVE_MAXIMUM',
  'TICKET_REQUIRED_WITH',
  'TICKETS_SOLD_OUT',
  'SEAT_COUNT_MISMATCH',
  'CART_EMPTY',
  'CART_KIND_MISMATCH',
  'NOTHING_SELECTED',
  'MAX_VOUCHERS_EXCEEDED',
  'MAX_MEMBERSHIPS_EXCEEDED',
  'OPEN_VALUE_OUT_OF_RANGE',
  'INVALID_AMOUNT',
  'VOUCHERS_NONE_AVAILABLE',
  'MEMBERSHIPS_NONE_FOR_SALE',
  'MEMBERSHIP_PRICE_NOT_FOUND',
  'DONATIONS_NONE_AVAILABLE',
  'DONATION_NOT_FOUND',
  'MEMBERSHIP_SEATS_MISMATCH',
  'MEMBERSHIP_CHOICE_EVENTS',
  'MEMBERSHIP_NOT_RENEWABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_PENDING',
  'ORDER_CANCELLED',
  'COMMIT_FAILED',
  'RESERVATION_NOT_FOUND',
  'LOGIN_REQUIRED',
  // Video on demand (spec 3 Video-on-demand item, spec 8 Video)
  'VOD_NOT_FOUND',
  'VOD_NOT_AVAILABLE',
  'VOD_NO_PLAYS_LEFT',
  'VOD_LINK_EXPIRED',
  // Staff dashboard (kupa-live)
  'LOCATION_NOT_FOUND',
  'VENUE_NOT_FOUND',
  'REFERENCE_OPTION_NOT_FOUND',
  // Mini sites and integration links (issue 11: spec 2 /mini-site/{url}, spec 5 TS, ret and key)
  'MINI_SITE_NOT_FOUND',
  'INTEGRATION_KEY_INVALID',
  'INTEGRATION_LINK_EXPIRED',
  'INTEGRATION_RETURN_NOT_ALLOWED',
  // Waivers (issue 11: spec 2 waiver page, spec 5 jumper age, spec 9 health declarations)
  'WAIVER_NOT_REQUIRED',
  'WAIVER_SIGNATURE_REQUIRED',
  'WAIVER_DECLARATIONS_REQUIRED',
  'WAIVER_TICKET_ALREADY_SIGNED',
  'JUMPER_TOO_YOUNG',
  'JUMPER_TOO_OLD',
  // Back office: halls and seat plans (issue 13, ADR 0015)
  'SEATPLAN_IN_USE',
  // Back office: staff users and roles (issue 13, ADR 0016)
  'STAFF_USER_NOT_FOUND',
  'STAFF_USERNAME_TAKEN',
  'LAST_ADMIN',
  'PASSWORD_CHANGE_REQUIRED',
  'PASSWORD_UNCHANGED',
  'CURRENT_PASSWORD_WRONG',
  // Back office: film posters (issue 13)
  'POSTER_NOT_AN_IMAGE',
  'POSTER_TOO_LARGE',
  // Back office: video-on-demand uploads (issue 13)
  'VOD_VIDEO_NOT_A_VIDEO',
  'VOD_VIDEO_TOO_LARGE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error type of Kupa: a catalogue code plus optional details for the message template. */
export class KupaError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, string | number>>;

  constructor(code: ErrorCode, details: Record<string, string | number> = {}, message?: string) {
    super(message ?? code);
    this.name = 'KupaError';
    this.code = code;
    this.details = details;
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
