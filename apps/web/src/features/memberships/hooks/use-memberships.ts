import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getMembership, getMemberships } from '../api/membership-calls';

export function useMemberships(lang: MessageLocale) {
  return useQuery({ queryKey: ['memberships', lang], queryFn: ({ signal }) => getMemberships(lang, signal), staleTime: 5 * 60_000 });
}

export function useMembership(code: string, lang: MessageLocale) {
  return useQuery({
    queryKey: ['membership', code.toUpperCase(), lang],
    queryFn: ({ signal }) => getMembership(code, lang, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
