import { describe, expect, it } from 'vitest';
import { initialPaymentState, isBankApproved, nextAttempt, paymentReducer, paymentStateName, type PaymentState } from './payment-state';

const processing: PaymentState = { kind: 'processing', attempt: { key: 'key-1', paymentIdentifier: null } };

describe('payment dialog states', () => {
  it('goes from the form to processing to committed', () => {
    const started = paymentReducer(initialPaymentState, { type: 'started', attempt: { key: 'key-1', paymentIdentifier: null } });
    expect(started).toEqual(processing);
    const done = paymentReducer(started, { type: 'answered', result: { reservationIdentifier: 'AB12CD', documentKey: 'doc' } });
    expect(done.kind).toBe('committed');
    expect(paymentStateName(done)).toBe('committed');
  });

  it('follows a payment action to verification or the bank app', () => {
    const verification = paymentReducer(processing, {
      type: 'answered',
      result: { paymentAction: { kind: 'verification', paymentIdentifier: 'p1', redirectPath: '/sandbox/payments/verify/p1' } },
    });
    expect(verification).toEqual({ kind: 'verification', redirectPath: '/sandbox/payments/verify/p1' });
    const bank = paymentReducer(processing, {
      type: 'answered',
      result: {
        paymentAction: { kind: 'bank', paymentIdentifier: 'p2', approvalPath: '/sandbox/bank/p2', expiresAt: '2026-01-01T10:00:00Z' },
      },
    });
    expect(bank).toMatchObject({ kind: 'bankWaiting', paymentIdentifier: 'p2', approvalPath: '/sandbox/bank/p2' });
    expect(paymentStateName(bank)).toBe('bank-waiting');
  });

  it('shows a decline with its reason and forgets the attempt', () => {
    const declined = paymentReducer(processing, {
      type: 'failed',
      failure: { status: 402, code: 'PAYMENT_ERROR', details: { reason: 'insufficient_funds' } },
    });
    expect(declined).toEqual({ kind: 'form', problem: { type: 'declined', reason: 'insufficient_funds' }, retry: null });
    expect(paymentStateName(declined)).toBe('declined');
  });

  it('says a bank payment refused at its commit was declined in the bank app, not a card', () => {
    const bank = paymentReducer(initialPaymentState, {
      type: 'started',
      attempt: { key: 'key-1', paymentIdentifier: 'p2' },
      viaBank: true,
    });
    const declined = paymentReducer(bank, {
      type: 'failed',
      failure: { status: 402, code: 'PAYMENT_ERROR', details: { reason: 'declined' } },
    });
    expect(declined).toEqual({ kind: 'form', problem: { type: 'bankDeclined' }, retry: null });
  });

  it('restarts the order when the seats are gone or the order was cancelled', () => {
    for (const code of ['SEAT_LOCK_EXPIRED', 'ORDER_CANCELLED'] as const) {
      expect(paymentReducer(processing, { type: 'failed', failure: { status: 409, code, details: {} } })).toEqual({ kind: 'cancelled' });
    }
  });

  it('keeps the attempt after a network failure so a retry reuses its key, until the buyer edits', () => {
    const offline = paymentReducer(processing, { type: 'failed', failure: { status: 0, code: null, details: {} } });
    expect(offline).toEqual({ kind: 'form', problem: { type: 'network' }, retry: { key: 'key-1', paymentIdentifier: null } });
    expect(nextAttempt(offline, null, 'key-2')).toEqual({ key: 'key-1', paymentIdentifier: null });
    const edited = paymentReducer(offline, { type: 'edited' });
    expect(nextAttempt(edited, null, 'key-2')).toEqual({ key: 'key-2', paymentIdentifier: null });
  });

  it('keeps the attempt when the capture of a written order did not finish, so paying again finishes that order', () => {
    const pending = paymentReducer(processing, { type: 'failed', failure: { status: 409, code: 'PAYMENT_PENDING', details: {} } });
    expect(pending).toEqual({
      kind: 'form',
      problem: { type: 'error', code: 'PAYMENT_PENDING', details: {} },
      retry: { key: 'key-1', paymentIdentifier: null },
    });
    expect(nextAttempt(pending, null, 'key-2')).toEqual({ key: 'key-1', paymentIdentifier: null });
  });

  it('uses a new key for a follow-up commit of a started payment', () => {
    const offline = paymentReducer(processing, { type: 'failed', failure: { status: 0, code: null, details: {} } });
    expect(nextAttempt(offline, 'p1', 'key-3')).toEqual({ key: 'key-3', paymentIdentifier: 'p1' });
  });

  it('shows other errors by their code', () => {
    const failed = paymentReducer(processing, { type: 'failed', failure: { status: 409, code: 'ALREADY_COMMITTED', details: {} } });
    expect(failed).toMatchObject({ kind: 'form', problem: { type: 'error', code: 'ALREADY_COMMITTED' } });
    const unknown = paymentReducer(processing, { type: 'failed', failure: { status: 500, code: null, details: {} } });
    expect(unknown).toMatchObject({ problem: { type: 'error', code: 'GENERAL_ERROR' } });
    expect(paymentStateName(unknown)).toBe('error');
  });

  it('ends the bank wait on decline or expiry and ignores pending polls', () => {
    const waiting: PaymentState = { kind: 'bankWaiting', paymentIdentifier: 'p2', approvalPath: '/a', expiresAt: 'x' };
    expect(paymentReducer(waiting, { type: 'bankStatus', status: 'pending', declineReason: null })).toBe(waiting);
    const declined = paymentReducer(waiting, { type: 'bankStatus', status: 'declined', declineReason: 'declined' });
    // Declined in the bank app: its own problem, not a card's decline.
    expect(declined).toEqual({ kind: 'form', problem: { type: 'bankDeclined' }, retry: null });
    expect(paymentStateName(declined)).toBe('declined');
    expect(paymentReducer(waiting, { type: 'bankStatus', status: 'expired', declineReason: null })).toMatchObject({
      problem: { type: 'bankExpired' },
    });
    // Approved, then voided by the server (the seats were lost meanwhile): the order starts again.
    expect(paymentReducer(waiting, { type: 'bankStatus', status: 'voided', declineReason: null })).toEqual({ kind: 'cancelled' });
    expect(isBankApproved('authorised')).toBe(true);
    expect(isBankApproved('pending')).toBe(false);
  });

  it('ignores answers that arrive when no commit is running', () => {
    expect(paymentReducer(initialPaymentState, { type: 'answered', result: {} })).toBe(initialPaymentState);
    expect(paymentReducer(initialPaymentState, { type: 'failed', failure: { status: 0, code: null, details: {} } })).toBe(
      initialPaymentState,
    );
  });
});
