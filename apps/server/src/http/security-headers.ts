import type { FastifyInstance } from 'fastify';
import { cameOverHttps } from './client-address';

/**
 * The origins a configured captcha script needs: its own (the script and its challenge frame) and, for Google's
 * reCAPTCHA, www.gstatic.com (where api.js loads the rest from). None without a captcha.
 */
export function captchaOriginsOf(scriptUrl: string | undefined): { scripts: string[]; frames: string[] } {
  if (!scriptUrl) return { scripts: [], frames: [] };
  const origin = new URL(scriptUrl).origin;
  const google = origin === 'https://www.google.com' || origin === 'https://www.recaptcha.net';
  return { scripts: google ? [origin, 'https://www.gstatic.com'] : [origin], frames: [origin] };
}

/** The policy with a configured captcha's origins added to script-src and frame-src (else exactly the base policy). */
export function contentSecurityPolicy(captchaScriptUrl?: string): string {
  const { scripts, frames } = captchaOriginsOf(captchaScriptUrl);
  if (scripts.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${scripts.join(' ')}`).replace(
    "connect-src 'self'",
    `connect-src 'self' ${scripts.join(' ')}; frame-src 'self' ${frames.join(' ')}`,
  );
}

/**
 * The Content-Security-Policy every answer carries (without a captcha; contentSecurityPolicy adds one's origins). Scripts only from Kupa's own files (no inline script: the
 * page's initial state is a JSON data block, http/web-app.ts); inline styles are allowed for the sandbox provider's
 * small server-made pages; images may be data: URLs (QR codes, icons); no plugins; no framing by other sites.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Browser features Kupa never uses, switched off for its pages and anything they might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Browsers remember for a year to come back over https only. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Security headers on every answer; Strict-Transport-Security only over https (it is ignored over http anyway). */
export function installSecurityHeaders(app: FastifyInstance, { captchaScriptUrl }: { captchaScriptUrl?: string } = {}): void {
  const policy = contentSecurityPolicy(captchaScriptUrl);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('content-security-policy', policy);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (cameOverHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
