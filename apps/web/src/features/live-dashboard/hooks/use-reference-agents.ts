import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getReferencePromptAdmin, type ReferencePromptAdminParams } from '../api/get-reference-prompt-admin';
import { getTicketRefAgents } from '../api/get-ticket-ref-agents';
import { liveKeys } from '../api/query-keys';

/** Every reference-option query key starts with this (the quantity edit updates them all). */
export const REFERENCE_ADMIN_KEY = liveKeys.report('reference-admin');

/** The reference-prompt agents of the user's businesses (the agent filter). */
export function useTicketRefAgents(userId: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('reference-agents', userId, locale),
    queryFn: ({ signal }) => getTicketRefAgents(userId, locale, signal),
  });
}

/** The reference options with quantity, sold and remaining. */
export function useReferencePromptAdmin(params: ReferencePromptAdminParams) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...REFERENCE_ADMIN_KEY, params, locale],
    queryFn: ({ signal }) => getReferencePromptAdmin(params, locale, signal),
  });
}
