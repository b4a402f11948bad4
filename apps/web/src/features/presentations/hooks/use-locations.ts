import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getLocations } from '../api/get-locations';

export function useLocations(lang: MessageLocale) {
  return useQuery({
    queryKey: ['locations', lang],
    queryFn: ({ signal }) => getLocations(lang, signal),
    staleTime: 10 * 60_000,
  });
}
