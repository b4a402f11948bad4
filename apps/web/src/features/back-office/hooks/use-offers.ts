import type { ProductInput, VoucherClassInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getProducts, getVoucherClasses, saveProduct, saveVoucherClass } from '../api/offers-api';

/** The business's products and concessions, and the save of one (new when id is null); a save refreshes the list. */
export function useProducts(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-products', businessId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getProducts(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) => saveProduct(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, save };
}

/** The business's gift-voucher classes, and the save of one with its prices; a save refreshes the list. */
export function useVoucherClasses(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-voucher-classes', businessId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getVoucherClasses(businessId, locale, signal) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VoucherClassInput }) => saveVoucherClass(businessId, id, input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, save };
}
