import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSetCustomer } from '../../checkout';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import { redeemLoginLink } from '../api/login-calls';

/** Why a login link did not sign in: used, too old, or not a link (spec 8 CUSTOMER_TOKEN_*), or no answer at all. */
export type TokenProblem = 'redeemed' | 'expired' | 'error' | 'failed';

function problemOf(error: unknown): TokenProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'CUSTOMER_TOKEN_REDEEMED') return 'redeemed';
  if (error.code === 'CUSTOMER_TOKEN_EXPIRED') return 'expired';
  if (error.code === 'CUSTOMER_TOKEN_ERROR' || error.status === 400) return 'error';
  return 'failed';
}

/**
 * Redeems the link's token once (a query, so a second mount does not spend it again), keeps the customer in the
 * session and moves to /customer; otherwise says why it could not.
 */
export function useTokenLogin(token: string): { problem: TokenProblem | null; retry(): void } {
  const setCustomer = useSetCustomer();
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  const query = useQuery({
    queryKey: ['customer-token-login', token],
    queryFn: () => redeemLoginLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const customer = query.data;
  useEffect(() => {
    if (!customer) return;
    setCustomer(customer);
    void navigate(withLang('/customer', linkLang), { replace: true });
  }, [customer, setCustomer, navigate, linkLang]);
  return { problem: query.isError ? problemOf(query.error) : null, retry: () => void query.refetch() };
}
