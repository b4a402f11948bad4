import type { MessageLocale } from '@kupa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignWaiverBody } from '@kupa/contracts';
import { getWaiver } from '../api/get-waiver';
import { signWaiver } from '../api/sign-waiver';

export function waiverQueryKey(documentKey: string | null, lang: MessageLocale) {
  return ['waiver', documentKey, lang] as const;
}

/** The waiver page of an order's document key, in the page's language; no request without a key. */
export function useWaiver(documentKey: string | null, lang: MessageLocale) {
  return useQuery({
    queryKey: waiverQueryKey(documentKey, lang),
    queryFn: ({ signal }) => getWaiver(documentKey ?? '', lang, signal),
    enabled: documentKey !== null,
  });
}

/** Signs a waiver; the answer (the page as it is now) replaces the cached page. */
export function useSignWaiver(documentKey: string, lang: MessageLocale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignWaiverBody) => signWaiver(documentKey, body, lang),
    onSuccess: (waiver) => client.setQueryData(waiverQueryKey(documentKey, lang), { kind: 'ok', waiver }),
  });
}
