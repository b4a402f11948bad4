import type { CustomerInfoView } from '@kupa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../../../../lib/api/api-error';
import { logoutCustomer, refreshCustomer } from '../api/customer-calls';

/** The query key of the logged-in customer; the login dialog writes its answer here. */
export const CUSTOMER_QUERY_KEY = ['customer'] as const;

async function currentCustomer(): Promise<CustomerInfoView | null> {
  try {
    return await refreshCustomer();
  } catch (error) {
    // No session is not a failure: the buyer is simply anonymous.
    if (isApiError(error) && (error.status === 401 || error.code === 'UNAUTHORIZED' || error.code === 'LOGIN_REQUIRED')) return null;
    throw error;
  }
}

export interface CustomerSession {
  customer: CustomerInfoView | null;
  /** True once the server answered who is logged in (null then means nobody). */
  known: boolean;
  /** The server could not say who is logged in (not the same as nobody). */
  failed: boolean;
  refresh(): Promise<void>;
  logout(): Promise<void>;
}

/** The logged-in customer (POST /api/customer/refresh), with refresh and logout; logout clears it only when the server agreed (spec 4). */
export function useCustomer(): CustomerSession {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CUSTOMER_QUERY_KEY, queryFn: currentCustomer, staleTime: 60_000, retry: false });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
  }, [queryClient]);
  const logout = useCallback(async () => {
    await logoutCustomer();
    queryClient.setQueryData<CustomerInfoView | null>(CUSTOMER_QUERY_KEY, null);
  }, [queryClient]);
  return { customer: query.data ?? null, known: query.status !== 'pending', failed: query.status === 'error', refresh, logout };
}

/** Stores a fresh login's customer where useCustomer reads it. */
export function useSetCustomer(): (customer: CustomerInfoView) => void {
  const queryClient = useQueryClient();
  return useCallback((customer) => queryClient.setQueryData<CustomerInfoView | null>(CUSTOMER_QUERY_KEY, customer), [queryClient]);
}
