import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getSystemVouchers, getVoucherOrderProducts, getVoucherView } from '../api/system-vouchers';

/** The gift vouchers on sale in the page's language. */
export function useSystemVouchers(lang: MessageLocale) {
  return useQuery({ queryKey: ['system-vouchers', lang], queryFn: ({ signal }) => getSystemVouchers(lang, signal) });
}

/** A voucher's page by its reference; no request without one. */
export function useVoucherView(reference: string | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['voucher-view', reference, lang],
    queryFn: ({ signal }) => getVoucherView(reference ?? '', lang, signal),
    enabled: reference !== null,
  });
}

/** The products a voucher order of the business may add (its products step). */
export function useVoucherOrderProducts(businessId: number, lang: MessageLocale) {
  return useQuery({
    queryKey: ['voucher-order-products', businessId, lang],
    queryFn: ({ signal }) => getVoucherOrderProducts(businessId, lang, signal),
  });
}
