import { LOGIN_METHODS, type LoginMethod } from '@kupa/domain';

export { LOGIN_METHODS, type LoginMethod };

const isLoginMethod = (value: unknown): value is LoginMethod =>
  typeof value === 'string' && (LOGIN_METHODS as readonly string[]).includes(value);

/**
 * A tenant's login methods from its settings (settings_json.customerArea): `loginMethod`, the default, first, then
 * the other `loginMethods`; unknown names are ignored and "byPhone" is what a tenant without settings offers.
 */
export function loginMethodsOf(settingsJson: string | null | undefined): LoginMethod[] {
  let area: { loginMethod?: unknown; loginMethods?: unknown } = {};
  try {
    const parsed = JSON.parse(settingsJson ?? '{}') as { customerArea?: typeof area };
    area = parsed.customerArea ?? {};
  } catch {
    area = {};
  }
  const listed = Array.isArray(area.loginMethods) ? area.loginMethods.filter(isLoginMethod) : [];
  const first = isLoginMethod(area.loginMethod) ? area.loginMethod : (listed[0] ?? 'byPhone');
  return [first, ...listed.filter((m) => m !== first)].filter((m, i, all) => all.indexOf(m) === i);
}
