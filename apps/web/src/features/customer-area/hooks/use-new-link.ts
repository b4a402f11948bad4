import { useState } from 'react';
import { useCaptchaToken } from '../../../lib/captcha/captcha';
import { useLoginFailureText } from './use-login-failure-text';
import { requestLoginLink } from '../api/login-calls';

/**
 * "Send me a new link": for a used or expired link (its token names the customer) or, when the link is not one, for
 * a mobile number typed. Asks once at a time; says where it went (SMS or e-mail on file) or why not.
 */
export function useNewLink() {
  const failureText = useLoginFailureText();
  const captchaToken = useCaptchaToken();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<'sms' | 'email' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function send(from: { token: string } | { mobileNumber: string }) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setSent(await requestLoginLink(from, await captchaToken('login_link')));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, sent, error, send, setError };
}
