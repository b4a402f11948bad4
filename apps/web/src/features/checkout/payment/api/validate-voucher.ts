import type { ValidatedVoucher } from '@kupa/contracts';
import { apiSend } from '../../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';

/** POST /api/payment/vouchers/validate: a system voucher usable as payment (in the presentation's business, if one), with its balance and expiry. */
export async function validateVoucher(systemVoucher: string, presentationId: number | undefined): Promise<ValidatedVoucher> {
  const body = await apiSend('POST', '/payment/vouchers/validate', { systemVoucher, presentationId });
  if (!isRecord(body) || !isRecord(body.voucher) || typeof body.voucher.balance !== 'number') throw unexpectedAnswer('voucher');
  return body.voucher as unknown as ValidatedVoucher;
}
