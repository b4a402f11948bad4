import type { IntegrationLink } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getIntegration } from '../api/get-integration';

/** The integration call, made only for a complete link (spec 5); a refusal is not retried. */
export function useIntegration(link: IntegrationLink | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['integration', link?.TS, link?.ret, link?.key, lang],
    queryFn: ({ signal }) => getIntegration(link as IntegrationLink, lang, signal),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
  });
}
