import type { CartProblem, CartSeat } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { shownLineProblems } from './line-problems';

const line = (patch: Partial<CartSeat> = {}): CartSeat => ({ prsntId: 1, ticketGroupId: 1, ticketId: 2, ...patch });
const problem = (code: string): CartProblem => ({ code, message: code, lineIndex: 0 });

describe('shown line problems', () => {
  it('shows nothing about an input before the buyer gave it a value', () => {
    const shown = shownLineProblems(
      line(),
      [problem('INVALID_ID'), problem('REFERENCE_NOT_ELIGIBLE'), problem('MEMBER_NOT_FOUND')],
      ['ssn', 'ref1', 'ref2', 'memberNumber'],
    );
    expect([...shown.byInput]).toEqual([]);
    expect(shown.others).toEqual([]);
  });

  it('puts a problem beside the input it is about once the input has a value, once', () => {
    const shown = shownLineProblems(
      line({ ssn: '123456789', ref1: 'Nowhere' }),
      [problem('INVALID_ID'), problem('INVALID_ID'), problem('REFERENCE_NOT_ELIGIBLE')],
      ['ssn', 'ref1', 'ref2'],
    );
    expect(shown.byInput.get('ssn')?.code).toBe('INVALID_ID');
    expect(shown.byInput.get('ref1')?.code).toBe('REFERENCE_NOT_ELIGIBLE');
    expect(shown.byInput.size).toBe(2);
    expect(shown.others).toEqual([]);
  });

  it('keeps the line problems that concern no input, each code once', () => {
    const shown = shownLineProblems(
      line({ memberNumber: 'M1' }),
      [problem('LOGIN_REQUIRED'), problem('LOGIN_REQUIRED'), problem('MEMBER_BALANCE_INSUFFICIENT')],
      ['memberNumber'],
    );
    expect(shown.others.map((p) => p.code)).toEqual(['LOGIN_REQUIRED']);
    expect(shown.byInput.get('memberNumber')?.code).toBe('MEMBER_BALANCE_INSUFFICIENT');
  });

  it('leaves a code about an input the ticket does not ask for with the line', () => {
    expect(shownLineProblems(line(), [problem('INVALID_ID')], []).others.map((p) => p.code)).toEqual(['INVALID_ID']);
  });
});
