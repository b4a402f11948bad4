import type { CheckoutSettings } from '@kupa/contracts';
import { authSettingsOf, purchaseNeedsLogin } from '../customer-auth/purchase-login';
import { lockTimersOf } from '../seating/business-lock-timers';

/** The checkout settings as their readers apply them: customer-auth's auth.required and seating's lock timers. */
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
  };
}

/** The document with `auth.required` and `lockTimer` replaced (the other keys of `auth`, e.g. systemVouchers, kept). */
export function withCheckoutSettings(document: Record<string, unknown>, settings: CheckoutSettings): Record<string, unknown> {
  const { lockTimers } = settings;
  return {
    ...document,
    auth: { ...authSettingsOf(JSON.stringify(document)), required: settings.authRequired },
    lockTimer: {
      chooseSeatsInSeconds: lockTimers.chooseSeats,
      chooseTicketsInSeconds: lockTimers.chooseTickets,
      customerInfoInSeconds: lockTimers.customerInfo,
      chooseProductsInSeconds: lockTimers.chooseProducts,
    },
  };
}
