import { KupaError } from '@kupa/domain';

/**
 * The response that an off (demo, test) captcha refuses, so "Invalid captcha" can be seen without a captcha service.
 * Every other response, and none, passes while the captcha is off.
 */
export const CAPTCHA_TEST_FAIL_TOKEN = 'kupa-captcha-test-fail';

/** Where and how a reCAPTCHA-compatible service is asked (KUPA_CAPTCHA_VERIFY_URL, KUPA_CAPTCHA_SECRET); null: off. */
export interface CaptchaSettings {
  verifyUrl: string;
  secret: string;
}

/** Human verification (spec 5: required where a captcha token is sent). */
export interface CaptchaVerifier {
  readonly on: boolean;
  /** Resolves when the response is accepted; CAPTCHA_ERROR ("Invalid captcha") otherwise. */
  check(response: string | undefined, clientAddress: string): Promise<void>;
}

type Fetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/**
 * The captcha adapter: off (settings null) it accepts everything but CAPTCHA_TEST_FAIL_TOKEN; on, it posts
 * secret, response and remoteip as a form to the verify URL (the reCAPTCHA and hCaptcha siteverify call) and accepts
 * only `{ "success": true }`. A missing response, a failed call or a timeout (5 s) is a refusal.
 */
export function captchaVerifier(settings: CaptchaSettings | null, fetchImpl: Fetch = fetch as unknown as Fetch): CaptchaVerifier {
  if (!settings)
    return {
      on: false,
      async check(response) {
        if (response === CAPTCHA_TEST_FAIL_TOKEN) throw new KupaError('CAPTCHA_ERROR');
      },
    };
  return {
    on: true,
    async check(response, clientAddress) {
      if (!response || response.length > 4096) throw new KupaError('CAPTCHA_ERROR');
      const body = new URLSearchParams({ secret: settings.secret, response, remoteip: clientAddress }).toString();
      let success = false;
      try {
        const answer = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        const json = answer.ok ? await answer.json() : null;
        success = typeof json === 'object' && json !== null && (json as { success?: unknown }).success === true;
      } catch {
        success = false;
      }
      if (!success) throw new KupaError('CAPTCHA_ERROR');
    },
  };
}
