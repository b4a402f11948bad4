import type { DonationInput, MembershipInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getDonations, getMemberships, saveDonation, saveMembership } from '../api/memberships-api';

/** The business's membership types with their prices, and the save of one (new when id is null); a save refreshes the list. */
export function useMemberships(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-memberships', businessId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getMemberships(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MembershipInput }) => saveMembership(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, save };
}

/** The business's donation choices, and the save of one; a save refreshes the list. */
export function useDonations(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-donations', businessId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getDonations(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DonationInput }) => saveDonation(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, save };
}
