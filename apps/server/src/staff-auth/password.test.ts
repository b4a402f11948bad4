import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('staff passwords', () => {
  it('verify the right password and refuse a wrong one', async () => {
    const hash = await hashPassword('kupa-demo-1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('kupa-demo-1');
    expect(await verifyPassword('kupa-demo-1', hash)).toBe(true);
    expect(await verifyPassword('kupa-demo-2', hash)).toBe(false);
  });

  it('salt every hash and never match a malformed one', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
