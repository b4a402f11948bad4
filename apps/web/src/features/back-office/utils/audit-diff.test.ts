import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the changed fields, nested ones by their path, arrays compared whole', () => {
    expect(
      auditDiff(
        { role: 'door', name: 'Ann', charge: { kind: 'none', value: 0 }, days: [1, 2] },
        { role: 'manager', name: 'Ann', charge: { kind: 'fixed', value: 500 }, days: [1, 2, 3] },
      ),
    ).toEqual([
      { field: 'role', before: 'door', after: 'manager' },
      { field: 'charge.kind', before: 'none', after: 'fixed' },
      { field: 'charge.value', before: '0', after: '500' },
      { field: 'days', before: '[1,2]', after: '[1,2,3]' },
    ]);
  });

  it('shows a creation as every field after, and nothing when nothing was recorded', () => {
    expect(auditDiff(null, { username: 'dana', active: true })).toEqual([
      { field: 'username', before: '', after: 'dana' },
      { field: 'active', before: '', after: 'true' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
