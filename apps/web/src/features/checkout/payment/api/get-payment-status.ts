import type { PaymentStatusResponse } from '@kupa/contracts';
import { apiGet } from '../../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';

/** GET /api/payment/{paymentIdentifier}: where a started payment stands (polled while the buyer approves in the bank app). */
export async function getPaymentStatus(paymentIdentifier: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  const body = await apiGet(`/payment/${encodeURIComponent(paymentIdentifier)}`, {}, signal);
  if (!isRecord(body) || typeof body.status !== 'string') throw unexpectedAnswer('payment status');
  return body as unknown as PaymentStatusResponse;
}
