import type { Clock } from '@kupa/domain';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import { readyPaymentOf, type PaymentService, type ReadyPayment } from './payment.service';

/**
 * What the reconciliation job (ADR 0010) does with payments a crashed commit left: it asks the provider what became
 * of an intent, and releases authorisations that no order will capture. The job claims each row before calling.
 */
export class PaymentRecovery {
  constructor(
    private readonly rows: PaymentRepository,
    private readonly payments: PaymentService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  /**
   * What happened to a payment whose row was written but never got the provider's answer (a crash between the two,
   * ADR 0010): asks the provider by the row's idempotency key. An authorisation that exists is voided (its commit is
   * gone); none, a decline or an unfinished verification closes the row. Answers the decision, for the audit log.
   */
  async resolveIntent(row: PaymentRow): Promise<string> {
    const now = this.clock.now().toISOString();
    const answer = row.idempotency_key ? await this.provider.findAuthorisation(row.idempotency_key) : ({ status: 'not_found' } as const);
    switch (answer.status) {
      case 'approved': {
        const patch = {
          status: 'authorised' as const,
          provider_reference: answer.authorisationId,
          card_last4: answer.card.last4,
          updated_at: now,
        };
        if (!(await this.rows.updateFrom(row.id, 'intent', patch))) return 'moved_on';
        await this.payments.release(readyPaymentOf({ ...row, ...patch }, answer.authorisationId, row.identifier ?? ''));
        return 'authorisation_voided';
      }
      case 'requires_verification':
        // The buyer never got the verification page (the answer died with the commit): it can only expire.
        return (await this.rows.updateFrom(row.id, 'intent', {
          status: 'expired',
          provider_reference: answer.verificationId,
          updated_at: now,
        }))
          ? 'verification_expired'
          : 'moved_on';
      case 'declined':
      case 'rejected':
        return (await this.rows.updateFrom(row.id, 'intent', { status: 'failed', failure_code: answer.reason, updated_at: now }))
          ? 'declined'
          : 'moved_on';
      case 'not_found':
        return (await this.rows.updateFrom(row.id, 'intent', { status: 'failed', failure_code: 'no_authorisation', updated_at: now }))
          ? 'never_authorised'
          : 'moved_on';
    }
  }

  /** Releases an authorised payment whose row is at hand (the reconciliation job, the row claimed). */
  async releaseRow(row: PaymentRow): Promise<boolean> {
    if (!row.provider_reference || !row.identifier) return false;
    await this.payments.release(readyPaymentOf(row, row.provider_reference, row.identifier));
    return true;
  }

  /**
   * Gives the money of an order that can no longer be honoured back, unless the provider captured it already (a
   * commit finishing at that moment): true when released, false when it was captured (the order must be confirmed).
   */
  async releaseUnlessCaptured(payment: ReadyPayment): Promise<boolean> {
    if (payment.method === 'card') {
      const result = await this.provider.void(payment.authorisationId);
      if (result.status === 'rejected' && result.reason === 'already_captured') return false;
    }
    await this.payments.release(payment);
    return true;
  }
}
