import { describe, expect, it } from 'vitest';
import { readPartnerReturn, rememberPartnerReturn } from './partner-return';

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the way back to a partner', () => {
  it('is kept per presentation', () => {
    const store = memoryStore();
    rememberPartnerReturn(7, { partnerName: 'City guide', returnUrl: 'https://guide.example/thanks' }, store);
    expect(readPartnerReturn(7, store)).toEqual({ partnerName: 'City guide', returnUrl: 'https://guide.example/thanks' });
    expect(readPartnerReturn(8, store)).toBeNull();
  });

  it('never offers anything but an http(s) address, nor a malformed entry', () => {
    const store = memoryStore();
    store.setItem('kupa.partnerReturn.7', JSON.stringify({ partnerName: 'x', returnUrl: 'javascript:alert(1)' }));
    store.setItem('kupa.partnerReturn.8', '{not json');
    expect(readPartnerReturn(7, store)).toBeNull();
    expect(readPartnerReturn(8, store)).toBeNull();
  });
});
