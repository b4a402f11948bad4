import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getFormConfiguration } from '../api/get-form-configuration';
import { orderContextKey, type OrderContext } from '../../flow/order-context';

/** The form configuration of an order's business; shared by the customer step and the payment dialog. */
export function useFormConfiguration(context: OrderContext, lang: MessageLocale) {
  return useQuery({
    queryKey: ['formConfiguration', orderContextKey(context), lang],
    queryFn: ({ signal }) => getFormConfiguration(context, lang, signal),
    staleTime: 5 * 60_000,
  });
}
