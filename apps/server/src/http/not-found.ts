import { KupaError, type MessageLocale } from '@kupa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/**
 * Unknown paths: GET of a web page gets the web app (404 status for unknown routes); an /api path that exists
 * for another method answers 405 METHOD_NOT_ALLOWED in JSON (ADR 0006: a JSON client never gets HTML); anything
 * else answers 404 NOT_FOUND in JSON.
 */
export function installNotFound(
  app: FastifyInstance,
  defaultLocale: MessageLocale,
  sendWebPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  const apiPatterns: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    apiPatterns.push(new RegExp(`^${source}$`));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const exists = apiPatterns.some((re) => re.test(pathname));
      return sendError(request, reply, defaultLocale, new KupaError(exists ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'));
    }
    if (request.method === 'GET' || request.method === 'HEAD') return sendWebPage(request, reply);
    return sendError(request, reply, defaultLocale, new KupaError('NOT_FOUND'));
  });
}
