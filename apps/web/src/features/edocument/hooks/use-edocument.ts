import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getEDocument } from '../api/get-edocument';

/** Where the e-ticket answer of a document key is cached (the checkout stores its commit answer there). */
export function eDocumentQueryKey(documentKey: string | null, lang: MessageLocale) {
  return ['edocument', documentKey, lang] as const;
}

/** The e-ticket of a document key in the page's language; no request without a key. */
export function useEDocument(documentKey: string | null, lang: MessageLocale) {
  return useQuery({
    queryKey: eDocumentQueryKey(documentKey, lang),
    queryFn: ({ signal }) => getEDocument(documentKey ?? '', lang, signal),
    enabled: documentKey !== null,
  });
}
