import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getPresentation } from '../api/get-presentation';

export function usePresentation(id: number | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['presentation', id, lang],
    queryFn: ({ signal }) => getPresentation(id ?? 0, lang, signal),
    enabled: id !== null,
  });
}
