import { authSettingsOf, purchaseNeedsLogin } from '../customer-auth/purchase-login';

/**
 * Spec 2 voucher order: "choose vouchers, authentication, products, customer info and payment, confirmation" — the
 * authentication step where the business configures it. A business asks for it with `auth.systemVouchers: true` in
 * its settings, or for every purchase with `auth.required: true` (read by customer-auth's purchaseNeedsLogin). The
 * customer then logs in by SMS code (the customer session) before buying; a guest's order is refused with
 * LOGIN_REQUIRED. Anything unreadable keeps the default: no login.
 */
export function voucherOrderNeedsLogin(settingsJson: string | null): boolean {
  return purchaseNeedsLogin(settingsJson) || authSettingsOf(settingsJson).systemVouchers === true;
}
