import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a signed stream address grants: one entitlement, to its customer, until an instant (seconds since the epoch). */
export interface StreamGrant {
  entitlementId: number;
  customerId: number;
  expiresAt: number;
}

/**
 * Signs and checks the short-lived stream addresses of video on demand (HMAC-SHA256 with the server's secret): the
 * signature covers the entitlement, its customer and the expiry, so a changed id, another customer or a later expiry
 * breaks it. Without a configured secret a random one per process is used (addresses then last one process's life).
 */
export class StreamSigner {
  private readonly key: Buffer;

  constructor(secret: string | null) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  sign(grant: StreamGrant): string {
    return createHmac('sha256', this.key).update(`vod:${grant.entitlementId}:${grant.customerId}:${grant.expiresAt}`).digest('base64url');
  }

  /** Whether `signature` was made by this server for exactly this grant (constant-time comparison). */
  verify(grant: StreamGrant, signature: string): boolean {
    const expected = Buffer.from(this.sign(grant), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
