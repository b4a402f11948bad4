import type { CustomerDetails, CustomerDetailsUpdate, CustomerMembership, CustomerVideo, CustomerVoucher } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

function listOf<T>(body: unknown, key: string): T[] {
  if (!isRecord(body) || !Array.isArray(body[key])) throw unexpectedAnswer(key);
  return body[key] as T[];
}

function recordOf<T>(body: unknown, key: string): T {
  if (!isRecord(body) || !isRecord(body[key])) throw unexpectedAnswer(key);
  return body[key] as T;
}

/** GET /api/customer/vouchers: the logged-in customer's system vouchers, newest first. */
export async function getMyVouchers(lang: MessageLocale, signal?: AbortSignal): Promise<CustomerVoucher[]> {
  return listOf(await apiGet('/customer/vouchers', { lang }, signal), 'vouchers');
}

/** A cancel's card refund: the amount given back and the voucher's price (more when the card paid less). */
export interface VoucherRefund {
  amount: number;
  voucherPrice: number;
}

/**
 * POST /api/system-vouchers/{ref}/cancel or /replacement (spec 7), naming the order it was bought in; a cancel also
 * answers its card refund.
 */
export async function changeMyVoucher(
  action: 'cancel' | 'replacement',
  voucher: Pick<CustomerVoucher, 'reference' | 'reservationIdentifier'>,
  lang: MessageLocale,
): Promise<{ voucher: CustomerVoucher; refund: VoucherRefund | null }> {
  const body = voucher.reservationIdentifier ? { reservationIdentifier: voucher.reservationIdentifier } : {};
  const answer = await apiSend('POST', `/system-vouchers/${encodeURIComponent(voucher.reference)}/${action}`, body, { lang });
  const refund = (answer as { refund?: VoucherRefund } | null)?.refund;
  return { voucher: recordOf(answer, 'voucher'), refund: refund && typeof refund.amount === 'number' ? refund : null };
}

/** GET /api/customer/memberships: every member period of the customer with its state. */
export async function getMyMemberships(lang: MessageLocale, signal?: AbortSignal): Promise<CustomerMembership[]> {
  return listOf(await apiGet('/customer/memberships', { lang }, signal), 'memberships');
}

/** GET /api/customer/videos: the video-on-demand titles bought. */
export async function getMyVideos(lang: MessageLocale, signal?: AbortSignal): Promise<CustomerVideo[]> {
  return listOf(await apiGet('/customer/videos', { lang }, signal), 'videos');
}

/** GET /api/customer/details: the personal details and saved cards. */
export async function getMyDetails(signal?: AbortSignal): Promise<CustomerDetails> {
  return recordOf(await apiGet('/customer/details', {}, signal), 'details');
}

/** PUT /api/customer/details. */
export async function saveMyDetails(update: CustomerDetailsUpdate): Promise<CustomerDetails> {
  return recordOf(await apiSend('PUT', '/customer/details', update), 'details');
}

/** POST /api/customer/details/mobile: texts a code to the new number. */
export async function requestMobileChange(mobileNumber: string, lang: MessageLocale): Promise<void> {
  await apiSend('POST', '/customer/details/mobile', { mobileNumber }, { lang });
}

/** POST /api/customer/details/mobile/verify: the code proves the new number, which becomes the customer's. */
export async function confirmMobileChange(mobileNumber: string, smsCode: string): Promise<CustomerDetails> {
  return recordOf(await apiSend('POST', '/customer/details/mobile/verify', { mobileNumber, smsCode }), 'details');
}

/** POST /api/customer/cards/{id}/remove: the saved card is no longer offered. */
export async function removeMyCard(cardId: number): Promise<void> {
  await apiSend('POST', `/customer/cards/${cardId}/remove`, {});
}
