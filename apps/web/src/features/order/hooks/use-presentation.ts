import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { givenData } from '../../../lib/api/api-client';
import { getPresentation, presentationRequest, presentationResultOf } from '../api/get-presentation';

export function usePresentation(id: number | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['presentation', id, lang],
    queryFn: ({ signal }) => getPresentation(id ?? 0, lang, signal),
    // Given with the page (the server's page answers): the first render draws the presentation.
    initialData: () => (id === null ? undefined : givenData({ method: 'GET', ...presentationRequest(id, lang) }, presentationResultOf)),
    enabled: id !== null,
  });
}
