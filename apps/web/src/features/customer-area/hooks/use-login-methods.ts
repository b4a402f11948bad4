import { useQuery } from '@tanstack/react-query';
import { fetchLoginMethods } from '../api/login-calls';
import { LOGIN_METHOD_IDS, type LoginMethodId } from '../utils/login-methods';

const isMethod = (m: string): m is LoginMethodId => (LOGIN_METHOD_IDS as readonly string[]).includes(m);

/** The login methods the tenant allows, the default first; "byPhone" alone until (or unless) the server says. */
export function useLoginMethods(): readonly LoginMethodId[] {
  const query = useQuery({
    queryKey: ['customer-login-methods'],
    queryFn: ({ signal }) => fetchLoginMethods(signal),
    staleTime: 300_000,
    retry: 1,
  });
  const methods = (query.data ?? []).filter(isMethod);
  return methods.length > 0 ? methods : ['byPhone'];
}
