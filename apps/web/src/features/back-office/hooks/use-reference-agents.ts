import type { ReferenceAgentInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getReferenceAgents, saveReferenceAgent } from '../api/reference-agents-api';

/** The business's reference-prompt agents, and the save of one (new when id is null); a save refreshes the list. */
export function useReferenceAgents(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-reference-agents', businessId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getReferenceAgents(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ReferenceAgentInput }) => saveReferenceAgent(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, save };
}
