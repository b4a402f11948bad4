import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS, declineReasonMessage } from './decline-reason';

describe('decline reason messages', () => {
  it('gives every reason its own message', () => {
    const keys = DECLINE_REASONS.map(declineReasonMessage);
    expect(new Set(keys).size).toBe(DECLINE_REASONS.length);
    expect(keys).not.toContain('payment.declined.general');
    expect(declineReasonMessage('insufficient_funds')).toBe('payment.declined.insufficientFunds');
  });

  it('falls back to the general payment error', () => {
    expect(declineReasonMessage(undefined)).toBe('payment.declined.general');
    expect(declineReasonMessage('stolen')).toBe('payment.declined.general');
    expect(declineReasonMessage(3)).toBe('payment.declined.general');
  });
});
