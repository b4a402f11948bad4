import type { ReferencePromptAdminResponse } from '@kupa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { editReferenceOptionQuantity, type EditQuantityRequest } from '../api/edit-reference-option-quantity';
import { liveKeys } from '../api/query-keys';
import { withOptionQuantity } from '../utils/option-quantity';
import { REFERENCE_ADMIN_KEY } from './use-reference-agents';

/**
 * The quantity edit with an optimistic table: the new quantity shows at once; an error puts the earlier rows back
 * (rollback); success keeps the server's value and refreshes the figures that depend on it.
 */
export function useEditQuantity() {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EditQuantityRequest) => editReferenceOptionQuantity(request, locale),
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: REFERENCE_ADMIN_KEY });
      const previous = queryClient.getQueriesData<ReferencePromptAdminResponse>({ queryKey: REFERENCE_ADMIN_KEY });
      queryClient.setQueriesData<ReferencePromptAdminResponse>(
        { queryKey: REFERENCE_ADMIN_KEY },
        (old) => old && withOptionQuantity(old, request.priceRowId, request.quantity),
      );
      return { previous };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => {
      queryClient.setQueriesData<ReferencePromptAdminResponse>(
        { queryKey: REFERENCE_ADMIN_KEY },
        (old) => old && withOptionQuantity(old, answer.option.OptionId, answer.option.Quantity),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REFERENCE_ADMIN_KEY });
      void queryClient.invalidateQueries({ queryKey: liveKeys.report('reference-agents') });
    },
  });
}
