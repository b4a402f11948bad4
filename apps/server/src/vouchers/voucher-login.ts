/**
 * Spec 2 voucher order: "choose vouchers, authentication, products, customer info and payment, confirmation" — the
 * authentication step where the business configures it. A business asks for it with `auth.systemVouchers: true` in
 * its settings, or for every purchase with `auth.required: true` (spec 6: anonymous visitors buy unless auth.required
 * is set; default false). The customer then logs in by SMS code (the customer session) before buying; a guest's
 * order is refused with LOGIN_REQUIRED. Anything unreadable keeps the default: no login.
 */
export function voucherOrderNeedsLogin(settingsJson: string | null): boolean {
  try {
    const settings: unknown = JSON.parse(settingsJson ?? '{}');
    const auth = settings && typeof settings === 'object' ? (settings as { auth?: unknown }).auth : undefined;
    if (!auth || typeof auth !== 'object') return false;
    const { required, systemVouchers } = auth as { required?: unknown; systemVouchers?: unknown };
    return required === true || systemVouchers === true;
  } catch {
    return false;
  }
}
