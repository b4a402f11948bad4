import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Answers the base of the links Kupa sends by SMS and e-mail (e-tickets), e.g. https://tickets.example.org. */
export type LinkBase = () => string;

const WILDCARD_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Links in messages come from configuration only, never from a request's Host or X-Forwarded-Host: a forged header
 * must not send a customer's e-ticket or login link to another site. Production mode has KUPA_PUBLIC_URL (config
 * requires it); demo mode without one uses the address the server listens on (as it prints at start), or, before it
 * listens (tests), the configured HOST and PORT.
 */
export function linkBaseOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, app: FastifyInstance): LinkBase {
  const { publicUrl } = config;
  if (publicUrl) return () => publicUrl;
  return () => {
    const listening = app.server.address() as AddressInfo | string | null;
    const host = listening && typeof listening === 'object' ? listening.address : config.host;
    const port = listening && typeof listening === 'object' ? listening.port : config.port;
    const shownHost = WILDCARD_OR_LOOPBACK.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${shownHost}:${port}`;
  };
}
