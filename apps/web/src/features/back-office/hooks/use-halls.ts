import type { LocationInput, VenueInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getHalls, saveLocation, saveVenue } from '../api/halls-api';

export const hallsKey = (businessId: number) => liveKeys.report('manage-halls', businessId);

/** The business's locations, halls and price levels, and the saves of a location or a hall (new when id is null). */
export function useHalls(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: hallsKey(businessId), queryFn: ({ signal }) => getHalls(businessId, locale, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: hallsKey(businessId) });
  const location = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: LocationInput }) => saveLocation(businessId, id, input, locale),
    onSuccess: refresh,
  });
  const venue = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VenueInput }) => saveVenue(businessId, id, input, locale),
    onSuccess: refresh,
  });
  return { query, location, venue };
}
