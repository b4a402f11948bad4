import type { SystemVoucherClassOffer, VoucherOrderProduct, VoucherView } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/system-vouchers?lang=: the gift vouchers on sale, by class (an empty list when none is). */
export async function getSystemVouchers(lang: MessageLocale, signal?: AbortSignal): Promise<SystemVoucherClassOffer[]> {
  const body = await apiGet('/system-vouchers', { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.systemVouchers) || !body.systemVouchers.every((c) => isRecord(c) && Array.isArray(c.Prices))) {
    throw unexpectedAnswer('gift vouchers');
  }
  return body.systemVouchers as SystemVoucherClassOffer[];
}

/** GET /api/system-vouchers/products?businessId=: the products a voucher order of the business may add (empty: none). */
export async function getVoucherOrderProducts(
  businessId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<VoucherOrderProduct[]> {
  const body = await apiGet('/system-vouchers/products', { businessId: String(businessId), lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.products) || !body.products.every((p) => isRecord(p) && typeof p.id === 'number')) {
    throw unexpectedAnswer('voucher order products');
  }
  return body.products as VoucherOrderProduct[];
}

export type VoucherViewResult = { kind: 'ok'; voucher: VoucherView } | { kind: 'notFound' };

/** GET /api/system-vouchers/view/{reference}: a voucher's page; an unknown reference (404) is an answer, not a failure. */
export async function getVoucherView(reference: string, lang: MessageLocale, signal?: AbortSignal): Promise<VoucherViewResult> {
  try {
    const body = await apiGet(`/system-vouchers/view/${encodeURIComponent(reference)}`, { lang }, signal);
    if (
      !isRecord(body) ||
      !isRecord(body.voucher) ||
      typeof body.voucher.reference !== 'string' ||
      typeof body.voucher.state !== 'string'
    ) {
      throw unexpectedAnswer('voucher');
    }
    return { kind: 'ok', voucher: body.voucher as unknown as VoucherView };
  } catch (error) {
    if (isApiError(error) && (error.code === 'SYSTEM_VOUCHER_NOT_FOUND' || error.status === 404)) return { kind: 'notFound' };
    throw error;
  }
}
