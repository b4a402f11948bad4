import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getMyDetails, getMyMemberships, getMyVideos, getMyVouchers } from '../api/account-calls';

/** The query keys of the account sections: all under one root, so that logging out or a change can drop them together. */
export const MY_ACCOUNT_KEY = ['my-account'] as const;
export const myVouchersKey = (lang: MessageLocale) => [...MY_ACCOUNT_KEY, 'vouchers', lang] as const;
export const myDetailsKey = [...MY_ACCOUNT_KEY, 'details'] as const;

// Account data changes by the customer's own hand here: fetched on each visit of a section, never shared across sessions.
const fresh = { staleTime: 0, gcTime: 60_000 } as const;

export function useMyVouchers(lang: MessageLocale) {
  return useQuery({ queryKey: myVouchersKey(lang), queryFn: ({ signal }) => getMyVouchers(lang, signal), ...fresh });
}

export function useMyMemberships(lang: MessageLocale) {
  return useQuery({
    queryKey: [...MY_ACCOUNT_KEY, 'memberships', lang],
    queryFn: ({ signal }) => getMyMemberships(lang, signal),
    ...fresh,
  });
}

export function useMyVideos(lang: MessageLocale) {
  return useQuery({ queryKey: [...MY_ACCOUNT_KEY, 'videos', lang], queryFn: ({ signal }) => getMyVideos(lang, signal), ...fresh });
}

export function useMyDetails() {
  return useQuery({ queryKey: myDetailsKey, queryFn: ({ signal }) => getMyDetails(signal), ...fresh });
}
