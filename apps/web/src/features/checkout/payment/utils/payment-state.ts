import type { CommitResponse, PaymentAction, PaymentStatusResponse } from '@kupa/contracts';
import type { ErrorCode } from '@kupa/domain';

/**
 * Why the form is shown again: a declined card (with the provider's reason), a payment declined in the bank app, a
 * catalogue error, no connection, or a bank payment that ran out.
 */
export type PaymentProblem =
  | { type: 'declined'; reason: string | null }
  | { type: 'bankDeclined' }
  | { type: 'error'; code: ErrorCode; details: Readonly<Record<string, string | number>> }
  | { type: 'network' }
  | { type: 'bankExpired' };

/** A commit attempt: its idempotency key and the started payment it completes, if any. */
export interface CommitAttempt {
  key: string;
  paymentIdentifier: string | null;
}

/** The payment dialog's states (spec 4 "payment states"). */
export type PaymentState =
  | { kind: 'form'; problem: PaymentProblem | null; retry: CommitAttempt | null }
  | { kind: 'processing'; attempt: CommitAttempt; viaBank?: true }
  | { kind: 'verification'; redirectPath: string }
  | { kind: 'bankWaiting'; paymentIdentifier: string; approvalPath: string; expiresAt: string }
  | { kind: 'cancelled' }
  | { kind: 'committed'; result: CommitResponse };

/** A failed commit as the dialog needs it: the catalogue code (null when none came back) and the HTTP status (0 = no answer). */
export interface CommitFailure {
  status: number;
  code: ErrorCode | null;
  details: Readonly<Record<string, string | number>>;
}

export type PaymentEvent =
  | { type: 'started'; attempt: CommitAttempt; viaBank?: boolean }
  | { type: 'answered'; result: CommitResponse }
  | { type: 'failed'; failure: CommitFailure }
  | { type: 'bankStatus'; status: PaymentStatusResponse['status']; declineReason: string | null }
  | { type: 'edited' }
  | { type: 'backToForm' };

export const initialPaymentState: PaymentState = { kind: 'form', problem: null, retry: null };

/** Seat holds gone or the order cancelled on the server: the order starts again (spec 4). */
const RESTART_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['SEAT_LOCK_EXPIRED', 'ORDER_CANCELLED']);

/**
 * The attempt a submit starts: after a network failure the same attempt is sent again with the same key (the server
 * answers a retried key with its first answer, so a charge that did go through is not made twice); otherwise a new key.
 */
export function nextAttempt(state: PaymentState, paymentIdentifier: string | null, freshKey: string): CommitAttempt {
  if (state.kind === 'form' && state.retry && state.retry.paymentIdentifier === paymentIdentifier) return state.retry;
  return { key: freshKey, paymentIdentifier };
}

function afterAction(action: PaymentAction): PaymentState {
  return action.kind === 'verification'
    ? { kind: 'verification', redirectPath: action.redirectPath }
    : { kind: 'bankWaiting', paymentIdentifier: action.paymentIdentifier, approvalPath: action.approvalPath, expiresAt: action.expiresAt };
}

function afterFailure(state: PaymentState, failure: CommitFailure): PaymentState {
  if (failure.code !== null && RESTART_CODES.has(failure.code)) return { kind: 'cancelled' };
  if (failure.code === null && failure.status === 0) {
    return { kind: 'form', problem: { type: 'network' }, retry: state.kind === 'processing' ? state.attempt : null };
  }
  // The order is written and its capture did not finish (ADR 0010): paying again sends the same key, which finishes
  // that order (or answers that it was cancelled), never a second charge.
  if (failure.code === 'PAYMENT_PENDING') {
    return {
      kind: 'form',
      problem: { type: 'error', code: failure.code, details: failure.details },
      retry: state.kind === 'processing' ? state.attempt : null,
    };
  }
  if (failure.code === 'PAYMENT_ERROR') {
    // A bank payment is declined in the bank app: there is no card to blame.
    if (state.kind === 'processing' && state.viaBank) return { kind: 'form', problem: { type: 'bankDeclined' }, retry: null };
    const reason = failure.details.reason;
    return { kind: 'form', problem: { type: 'declined', reason: typeof reason === 'string' ? reason : null }, retry: null };
  }
  return { kind: 'form', problem: { type: 'error', code: failure.code ?? 'GENERAL_ERROR', details: failure.details }, retry: null };
}

/** The payment dialog's transitions; the commit calls and the polling live in use-payment-flow. */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'started':
      return { kind: 'processing', attempt: event.attempt, ...(event.viaBank ? { viaBank: true as const } : {}) };
    case 'answered':
      if (state.kind !== 'processing') return state;
      return event.result.paymentAction ? afterAction(event.result.paymentAction) : { kind: 'committed', result: event.result };
    case 'failed':
      return state.kind === 'processing' ? afterFailure(state, event.failure) : state;
    case 'bankStatus':
      if (state.kind !== 'bankWaiting') return state;
      if (event.status === 'declined') return { kind: 'form', problem: { type: 'bankDeclined' }, retry: null };
      if (event.status === 'expired') return { kind: 'form', problem: { type: 'bankExpired' }, retry: null };
      // Voided after the buyer approved it: the server gave the money back because the order could not be completed
      // (its seats were lost); the order starts again (spec 4).
      if (event.status === 'voided' || event.status === 'refunded') return { kind: 'cancelled' };
      return state;
    case 'edited':
      return state.kind === 'form' && state.retry ? { ...state, retry: null } : state;
    case 'backToForm':
      return state.kind === 'bankWaiting' ? initialPaymentState : state;
  }
}

/** A bank payment the buyer approved in the app: the dialog commits again with its identifier. */
export function isBankApproved(status: PaymentStatusResponse['status']): boolean {
  return status === 'authorised' || status === 'captured';
}

/** The data-state of the dialog's state container (stable names for e2e). */
export function paymentStateName(state: PaymentState): string {
  if (state.kind === 'form') {
    if (!state.problem) return 'form';
    return state.problem.type === 'declined' || state.problem.type === 'bankDeclined' ? 'declined' : 'error';
  }
  return {
    processing: 'processing',
    verification: 'verification',
    bankWaiting: 'bank-waiting',
    cancelled: 'cancelled',
    committed: 'committed',
  }[state.kind];
}
