import type { WaiverTicket } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { formPathOf, initialValues, nextFreeTicket, validateWaiver, waiverBody, type WaiverFormValues } from './waiver-form';

const ticket = (n: number, jumperName: string | null = null): WaiverTicket => ({
  ticketIdentifier: `t${n}`,
  number: n,
  name: 'Jump',
  voucherName: null,
  minAge: 3,
  maxAge: 17,
  jumperName,
});

const filled = (): WaiverFormValues => ({
  guardian: { firstName: 'Dana', lastName: 'Levi', ssn: '031845621', mobileNumber: '0501234567' },
  children: [{ key: 1, ticketIdentifier: 't2', firstName: 'Maya', lastName: 'Levi', ssn: '000000018', dateOfBirth: '2020-01-01' }],
  declarations: { noFever: true, negativeTest: true, guardianConsent: true },
  signature: 'data:image/png;base64,AAAA',
});

describe('the waiver form', () => {
  it('starts with one child on the first ticket not signed for, and offers the next free one', () => {
    const tickets = [ticket(1, 'Noa'), ticket(2), ticket(3)];
    const values = initialValues(tickets);
    expect(values.children.map((c) => c.ticketIdentifier)).toEqual(['t2']);
    expect(nextFreeTicket(tickets, values.children)).toBe('t3');
    expect(nextFreeTicket(tickets, [...values.children, { ...values.children[0]!, key: 2, ticketIdentifier: 't3' }])).toBeNull();
  });

  it('accepts a filled form and names each problem otherwise', () => {
    expect(validateWaiver(filled(), '2026-11-21')).toEqual({});
    const bad = filled();
    bad.guardian.ssn = '123456789';
    bad.guardian.mobileNumber = '12';
    bad.children[0]!.firstName = ' ';
    bad.children[0]!.dateOfBirth = '2027-01-01';
    bad.declarations.negativeTest = false;
    bad.signature = null;
    expect(validateWaiver(bad, '2026-11-21')).toEqual({
      'guardian.ssn': 'waiver.validation.id',
      'guardian.mobileNumber': 'waiver.validation.mobile',
      'children.0.firstName': 'waiver.validation.required',
      'children.0.dateOfBirth': 'waiver.validation.date',
      'declarations.negativeTest': 'waiver.validation.declaration',
      signature: 'waiver.validation.signature',
    });
  });

  it('builds the request body and maps server fields to the form', () => {
    expect(waiverBody(filled()).jumpers).toEqual([
      { ticketIdentifier: 't2', firstName: 'Maya', lastName: 'Levi', ssn: '000000018', dateOfBirth: '2020-01-01' },
    ]);
    expect(formPathOf('jumpers.1.dateOfBirth')).toBe('children.1.dateOfBirth');
    expect(formPathOf(undefined)).toBeNull();
  });
});
