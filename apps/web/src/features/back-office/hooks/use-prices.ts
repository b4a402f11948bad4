import type { DiscountCodeInput, TicketCombination, TicketTypeInput, TicketTypePresentations } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import {
  getDiscountCodes,
  getTicketTypes,
  linkPresentations,
  retireTicketType,
  saveCombination,
  saveDiscountCode,
  saveTicketType,
} from '../api/prices-api';

const typesKey = (businessId: number) => liveKeys.report('manage-ticket-types', businessId);
const codesKey = (businessId: number) => liveKeys.report('manage-discount-codes', businessId);

/** The business's ticket types and the changes to them (save, combination, retire, presentations); each refreshes the list. */
export function useTicketTypes(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: typesKey(businessId) });
  const query = useQuery({ queryKey: typesKey(businessId), queryFn: ({ signal }) => getTicketTypes(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TicketTypeInput }) => saveTicketType(businessId, id, input, locale),
    onSuccess: refresh,
  });
  const combine = useMutation({
    mutationFn: ({ id, rule }: { id: number; rule: TicketCombination }) => saveCombination(businessId, id, rule, locale),
    onSuccess: refresh,
  });
  const retire = useMutation({ mutationFn: (id: number) => retireTicketType(businessId, id, locale), onSuccess: refresh });
  const link = useMutation({
    mutationFn: ({ id, change }: { id: number; change: TicketTypePresentations }) => linkPresentations(businessId, id, change, locale),
    onSuccess: refresh,
  });
  return { query, save, combine, retire, link };
}

/** The business's discount codes and the save of one (new when id is null). */
export function useDiscountCodes(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: codesKey(businessId), queryFn: ({ signal }) => getDiscountCodes(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DiscountCodeInput }) => saveDiscountCode(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(businessId) }),
  });
  return { query, save };
}
