import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPresentations, type PresentationListParams } from '../api/get-presentations';

export function usePresentations(params: PresentationListParams) {
  return useQuery({
    queryKey: ['presentations', params],
    queryFn: ({ signal }) => getPresentations(params, signal),
    // Keep the current list on screen while another location loads.
    placeholderData: keepPreviousData,
  });
}
