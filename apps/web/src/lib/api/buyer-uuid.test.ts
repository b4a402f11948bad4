import { describe, expect, it } from 'vitest';
import { chooseBuyerUuid, readCookie, uuidCookie } from './buyer-uuid';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const C = '11111111-2222-3333-0444-555555555555';

describe('readCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(readCookie(`a=1; uuid=${A}; b=2`, 'uuid')).toBe(A);
    expect(readCookie('xuuid=1; uuid2=2', 'uuid')).toBeNull();
    expect(readCookie('', 'uuid')).toBeNull();
  });

  it('decodes percent-encoded values and tolerates bad encodings', () => {
    expect(readCookie('name=a%20b', 'name')).toBe('a b');
    expect(readCookie('name=%E0%A4%A', 'name')).toBe('%E0%A4%A');
  });
});

describe('uuidCookie', () => {
  it('keeps the identity a year on the whole site', () => {
    expect(uuidCookie(A)).toBe(`uuid=${A}; Path=/; SameSite=Lax; Max-Age=31536000`);
  });

  it('is Secure on an https page', () => {
    expect(uuidCookie(A, true)).toBe(`uuid=${A}; Path=/; SameSite=Lax; Max-Age=31536000; Secure`);
  });
});

describe('chooseBuyerUuid', () => {
  const never = () => {
    throw new Error('should not generate');
  };

  it('keeps the cookie and writes nothing', () => {
    expect(chooseBuyerUuid(`uuid=${A}`, B, never)).toEqual({ uuid: A, cookieToSet: null });
  });

  it('accepts non-RFC variant uuids as real clients send them', () => {
    expect(chooseBuyerUuid(`uuid=${C}`, null, never).uuid).toBe(C);
  });

  it('falls back to the uuid embedded by the server, and stores it', () => {
    expect(chooseBuyerUuid('other=1', B, never)).toEqual({ uuid: B, cookieToSet: uuidCookie(B) });
  });

  it('creates one when there is neither, and replaces a malformed cookie', () => {
    expect(chooseBuyerUuid('', null, () => A)).toEqual({ uuid: A, cookieToSet: uuidCookie(A) });
    expect(chooseBuyerUuid('uuid=garbage', null, () => A).uuid).toBe(A);
  });
});

describe('randomUuid', () => {
  it('uses crypto.randomUUID when present and builds a v4 uuid otherwise', async () => {
    const { randomUuid } = await import('./random-uuid');
    expect(randomUuid({ randomUUID: () => A, getRandomValues: (a) => a })).toBe(A);
    const fallback = randomUuid({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => a });
    expect(fallback).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
