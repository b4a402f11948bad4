import { KupaError, type ErrorCode, type MessageLocale } from '@kupa/domain';
import { errorMessage, type ErrorBody } from '@kupa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { httpStatusOf } from './error-status';
import { requestLocale } from './request-locale';

/** Builds the error body every client reads: `{ error: { error: CODE, message } }` in the request's language. */
export function errorBody(code: ErrorCode, locale: MessageLocale, details: Readonly<Record<string, string | number>> = {}): ErrorBody {
  const body: ErrorBody = { error: { error: code, message: errorMessage(code, locale, details) } };
  if (Object.keys(details).length > 0) body.error.details = { ...details };
  return body;
}

/** Answers a KupaError; a RATE_LIMITED one also carries Retry-After, the seconds its details say to wait. */
export function sendError(request: FastifyRequest, reply: FastifyReply, defaultLocale: MessageLocale, error: KupaError) {
  const locale = requestLocale(request, defaultLocale);
  if (error.code === 'RATE_LIMITED') void reply.header('retry-after', String(error.details.retryAfterSeconds ?? 60));
  return reply.status(httpStatusOf(error.code)).send(errorBody(error.code, locale, error.details));
}

/** Maps every thrown error to the catalogue: our own KupaError, request validation, and anything unexpected (logged, never leaked). */
export function installErrorHandler(app: FastifyInstance, defaultLocale: MessageLocale): void {
  app.setErrorHandler((error: FastifyError | KupaError | Error, request, reply) => {
    if (error instanceof KupaError) return sendError(request, reply, defaultLocale, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = [error.validationContext, first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
      return sendError(request, reply, defaultLocale, new KupaError('VALIDATION_ERROR', field ? { field } : {}));
    }
    const status = (error as FastifyError).statusCode;
    if (!isResponseSerializationError(error) && status && status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type: the client's fault, answered in the catalogue's words.
      request.log.info({ err: error }, 'client error');
      const locale = requestLocale(request, defaultLocale);
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
      return reply.status(status).send(errorBody(code, locale));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, defaultLocale, new KupaError('GENERAL_ERROR'));
  });
}
