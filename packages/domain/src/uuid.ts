const BUYER_UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accepts any 8-4-4-4-12 hex string as a buyer identity, without insisting on RFC 4122 variant bits (api-compat: real clients send such uuids). */
export function isBuyerUuid(value: unknown): value is string {
  return typeof value === 'string' && BUYER_UUID_RE.test(value);
}
