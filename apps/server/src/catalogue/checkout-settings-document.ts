import type { CheckoutSettings, CheckoutSettingsChange, DefaultFees } from '@kupa/contracts';
import { authSettingsOf, purchaseNeedsLogin } from '../customer-auth/purchase-login';
import { lockTimersOf } from '../seating/business-lock-timers';

const MAX_FEE_AGOROT = 100_000;

/**
 * The business's default fees (`defaultFees` of the document, agorot): what a presentation scheduled without fees of
 * its own takes. A missing or unreadable value is 0, as before the setting existed.
 */
export function defaultFeesOf(json: string): DefaultFees {
  let fees: unknown;
  try {
    fees = (JSON.parse(json) as { defaultFees?: unknown } | null)?.defaultFees;
  } catch {
    fees = undefined;
  }
  const record = typeof fees === 'object' && fees !== null ? (fees as Record<string, unknown>) : {};
  return { serviceChargeAgorot: feeOf(record.serviceChargeAgorot), bookingFeeAgorot: feeOf(record.bookingFeeAgorot) };
}

function feeOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_FEE_AGOROT ? value : 0;
}

/** The checkout settings as their readers apply them: customer-auth's auth.required, seating's lock timers, fees. */
export function checkoutSettingsOf(json: string): CheckoutSettings {
  const timers = lockTimersOf(json);
  return {
    authRequired: purchaseNeedsLogin(json),
    lockTimers: {
      chooseSeats: timers.chooseSeatsInSeconds,
      chooseTickets: timers.chooseTicketsInSeconds,
      customerInfo: timers.customerInfoInSeconds,
      chooseProducts: timers.chooseProductsInSeconds,
    },
    defaultFees: defaultFeesOf(json),
  };
}

/**
 * The document with `auth.required`, `lockTimer` and (when given) `defaultFees` replaced (the other keys of `auth`,
 * e.g. systemVouchers, kept).
 */
export function withCheckoutSettings(document: Record<string, unknown>, settings: CheckoutSettingsChange): Record<string, unknown> {
  const { lockTimers, defaultFees } = settings;
  return {
    ...document,
    auth: { ...authSettingsOf(JSON.stringify(document)), required: settings.authRequired },
    lockTimer: {
      chooseSeatsInSeconds: lockTimers.chooseSeats,
      chooseTicketsInSeconds: lockTimers.chooseTickets,
      customerInfoInSeconds: lockTimers.customerInfo,
      chooseProductsInSeconds: lockTimers.chooseProducts,
    },
    ...(defaultFees ? { defaultFees: { ...defaultFees } } : {}),
  };
}
