import { isBuyerUuid, KupaError } from '@kupa/domain';
import type { FastifyRequest } from 'fastify';

/** The buyer's identity from the `uuid` header (any case), or null when absent or malformed (api-compat). */
export function buyerUuidOf(request: FastifyRequest): string | null {
  const value = request.headers.uuid;
  const uuid = Array.isArray(value) ? value[0] : value;
  return isBuyerUuid(uuid) ? uuid.toLowerCase() : null;
}

/** Calls that act for a buyer refuse without a well-formed uuid (api-compat: seats-statusV2 answers 403). */
export function requireBuyerUuid(request: FastifyRequest): string {
  const uuid = buyerUuidOf(request);
  if (!uuid) throw new KupaError('UUID_REQUIRED');
  return uuid;
}
