import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Path segments that are secrets themselves: the e-ticket key of the page and of its API (and of the waiver page). */
// E-ticket keys and voucher references are bearer secrets: whoever has one sees the tickets, or pays with the voucher.
const SECRET_PATH = /(\/(?:api\/edocuments|edocument|api\/waivers|waiver|voucher|api\/system-vouchers\/view)\/)[^/?#]+/gi;
/** Query parameters that carry a person, a code or a token. */
const SECRET_QUERY =
  /^(recipient|mobile|mobilenumber|phone|email|code|smscode|token|key|documentkey|idempotencykey|ssn|member|membernumber)$/i;
/** Israeli mobile numbers in any usual spelling (050-1234567, 0501234567, +972501234567, 972-50-123-4567). */
const MOBILE = /(?:\+|%2B)?(?:972|0)[-\s.]?5\d(?:[-\s.]?\d){7}/gi;

/**
 * A request URL fit for a log line: e-ticket keys, voucher references, secret query parameters and mobile numbers are replaced
 * (issue 14: logged URLs carried e-ticket keys and mobile numbers).
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`).replace(MOBILE, REDACTED);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came, masked like any other value.
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair.replace(MOBILE, REDACTED);
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * Structured JSON logs that never carry secrets: cookies, the buyer's uuid, authorisation headers and any
 * card, password or code field in a logged object are censored, and request URLs go through redactUrl
 * (architecture: secrets and card data never reach logs).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
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
        '*.mobileNumber',
        '*.documentKey',
      ],
      censor: REDACTED,
    },
  };
}
