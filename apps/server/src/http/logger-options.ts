import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs that never carry secrets: cookies, the buyer's uuid, authorisation headers and any
 * card, password or code field in a logged object are censored (architecture: secrets and card data never reach logs).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.uuid',
        'res.headers["set-cookie"]',
        '*.password',
        '*.creditCardNumber',
        '*.creditCardCVV',
        '*.cardNumber',
        '*.cvv',
        '*.smsCode',
      ],
      censor: '[redacted]',
    },
  };
}
