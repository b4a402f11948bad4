import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, releaseChunkReload } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('isChunkLoadError', () => {
  it('recognises the dynamic import failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows exactly one reload until released', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage)).toBe(true);
    expect(storage.items.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(claimChunkReload(storage)).toBe(false);
    releaseChunkReload(storage);
    expect(claimChunkReload(storage)).toBe(true);
  });

  it('never reloads without working storage', () => {
    expect(claimChunkReload(null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(claimChunkReload(broken)).toBe(false);
  });
});
