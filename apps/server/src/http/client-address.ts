import type { FastifyRequest } from 'fastify';

/**
 * The one policy on who the client is (architecture: one module decides the client address). Proxy headers
 * (X-Forwarded-For, -Proto, -Host) are believed only from the proxies configured in KUPA_TRUST_PROXY; with none
 * configured, Fastify ignores them, so a client cannot pick its own address and escape a per-address limit.
 */
export function trustProxyOption(trustedProxies: readonly string[]): false | string[] {
  return trustedProxies.length > 0 ? [...trustedProxies] : false;
}

/**
 * The address every per-address limit counts (staff login, SMS login codes, ...): the connection's peer, or the
 * nearest address a trusted proxy forwarded (Fastify's request.ip under trustProxyOption).
 */
export function clientAddressOf(request: FastifyRequest): string {
  return request.ip;
}

/** Whether the request reached Kupa over https (directly, or as a trusted proxy says in X-Forwarded-Proto). */
export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
