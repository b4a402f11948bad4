import type {
  ProductInput,
  StaffProduct,
  StaffProductsResponse,
  StaffVoucherClass,
  StaffVoucherClassesResponse,
  VoucherClassInput,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const path = (businessId: number, resource: 'products' | 'voucher-classes') => `/kupa-live/manage/businesses/${businessId}/${resource}`;

/** GET the business's products and concessions with its locations. */
export async function getProducts(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<StaffProductsResponse> {
  const body = await apiGet(path(businessId, 'products'), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.products) || !Array.isArray(body.locations)) throw unexpectedAnswer('products');
  return body as unknown as StaffProductsResponse;
}

/** POST a new product, or PUT a change to one (400 VALIDATION_ERROR names the refused field). */
export async function saveProduct(businessId: number, id: number | null, input: ProductInput, lang: MessageLocale): Promise<StaffProduct> {
  const url = path(businessId, 'products');
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.product)) throw unexpectedAnswer('product');
  return body.product as StaffProduct;
}

/** GET the business's gift-voucher classes with their prices. */
export async function getVoucherClasses(
  businessId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<StaffVoucherClassesResponse> {
  const body = await apiGet(path(businessId, 'voucher-classes'), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.classes)) throw unexpectedAnswer('voucher-classes');
  return body as unknown as StaffVoucherClassesResponse;
}

/** POST a new voucher class, or PUT a change to one with its prices. */
export async function saveVoucherClass(
  businessId: number,
  id: number | null,
  input: VoucherClassInput,
  lang: MessageLocale,
): Promise<StaffVoucherClass> {
  const url = path(businessId, 'voucher-classes');
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.voucherClass)) throw unexpectedAnswer('voucher-class');
  return body.voucherClass as StaffVoucherClass;
}
