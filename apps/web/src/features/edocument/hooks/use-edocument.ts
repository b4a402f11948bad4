import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getEDocument } from '../api/get-edocument';

/** The e-ticket of a document key in the page's language; no request without a key. */
export function useEDocument(documentKey: string | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['edocument', documentKey, lang],
    queryFn: ({ signal }) => getEDocument(documentKey ?? '', lang, signal),
    enabled: documentKey !== null,
  });
}
