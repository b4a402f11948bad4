import type { FeatureInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getFilms, saveFilm } from '../api/films-api';

const filmsKey = (businessId: number) => liveKeys.report('manage-films', businessId);

/** The business's films and events, and the save of one (new when id is null); a save refreshes the list. */
export function useFilms(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: filmsKey(businessId), queryFn: ({ signal }) => getFilms(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FeatureInput }) => saveFilm(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filmsKey(businessId) }),
  });
  return { query, save };
}
