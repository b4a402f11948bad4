import { describe, expect, it } from 'vitest';
import { readRecentOrder, rememberRecentOrder } from './recent-order';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('recent order', () => {
  it('remembers the bought order per presentation', () => {
    const storage = memoryStorage();
    rememberRecentOrder(storage, 7, { reservationIdentifier: 'K7M2QX', documentKey: 'key-1' });
    expect(readRecentOrder(storage, 7)).toEqual({ reservationIdentifier: 'K7M2QX', documentKey: 'key-1' });
    expect(readRecentOrder(storage, 8)).toBeNull();
  });

  it('ignores what is missing or malformed', () => {
    const storage = memoryStorage();
    storage.items.set('kupa.recentOrder.7', '{bad');
    expect(readRecentOrder(storage, 7)).toBeNull();
    storage.items.set('kupa.recentOrder.7', JSON.stringify({ reservationIdentifier: 'X', documentKey: '' }));
    expect(readRecentOrder(storage, 7)).toBeNull();
    expect(readRecentOrder(null, 7)).toBeNull();
  });
});
