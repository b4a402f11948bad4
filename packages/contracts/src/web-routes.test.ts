import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes';

describe('isWebRoute', () => {
  it('knows the routes of spec section 2', () => {
    for (const p of [
      '/',
      '/order',
      '/order/771554',
      '/order/771554/confirmation/k3y',
      '/customer/abc',
      '/membership/GOLD/P1',
      '/edocument/k',
      '/kupa-live/monitors/x',
      '/vod/',
      '/mini-site',
      '/https://example.org/x',
    ]) {
      expect(isWebRoute(p), p).toBe(true);
    }
  });

  it('rejects unknown paths and extra segments', () => {
    for (const p of ['/nope', '/order/1/2', '/order/1/confirmation', '/order/1/confirmation/k/x', '/membership/a/b/c', '/orders'])
      expect(isWebRoute(p), p).toBe(false);
  });
});
