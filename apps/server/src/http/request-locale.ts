import { isMessageLocale, type MessageLocale } from '@kupa/domain';
import type { FastifyRequest } from 'fastify';

/** The language of an API answer: ?lang= when it names a message locale, else the first Accept-Language match, else the default. */
export function requestLocale(request: FastifyRequest, defaultLocale: MessageLocale): MessageLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  if (lang && isMessageLocale(lang)) return lang;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (tag && isMessageLocale(tag)) return tag;
    }
  }
  return defaultLocale;
}
