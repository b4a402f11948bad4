import type { LoginMethodId } from '../utils/login-methods';

/** The login methods the tenant allows, the default first. */
export function useLoginMethods(): readonly LoginMethodId[] {
  return ['byPhone'];
}
