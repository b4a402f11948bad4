import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getOrderFormConfiguration } from '../api/get-form-configuration';

/** The order form configuration of a presentation's business; shared by the customer step and the payment dialog. */
export function useFormConfiguration(presentationId: number, lang: MessageLocale) {
  return useQuery({
    queryKey: ['formConfiguration', 'order', presentationId, lang],
    queryFn: ({ signal }) => getOrderFormConfiguration(presentationId, lang, signal),
    staleTime: 5 * 60_000,
  });
}
