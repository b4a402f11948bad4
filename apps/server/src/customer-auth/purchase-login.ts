/**
 * Whether a business sells only to logged-in customers (spec 6: "Anonymous visitor: can browse and buy unless
 * auth.required is set (default false)"). The one reader of `auth.required` in the settings document
 * (businesses.settings_json): ticket, donation and voucher orders of such a business are refused with LOGIN_REQUIRED
 * until the customer logs in (memberships always need one). Anything unreadable keeps the default: no login.
 */
export function purchaseNeedsLogin(settingsJson: string | null | undefined): boolean {
  return authSettingsOf(settingsJson).required === true;
}

/** The `auth` object of the settings document, or an empty one. */
export function authSettingsOf(settingsJson: string | null | undefined): Record<string, unknown> {
  try {
    const settings: unknown = JSON.parse(settingsJson ?? '{}');
    const auth = settings && typeof settings === 'object' ? (settings as { auth?: unknown }).auth : undefined;
    return auth && typeof auth === 'object' && !Array.isArray(auth) ? (auth as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
