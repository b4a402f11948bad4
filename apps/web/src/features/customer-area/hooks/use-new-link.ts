import { useState } from 'react';
import { useCaptchaToken } from '../../../lib/captcha/captcha';
import { useLoginFailureText } from './use-login-failure-text';
import { requestLoginLink } from '../api/login-calls';

/** "Send me a new link": asks once at a time; says where it went or why not. */
export function useNewLink(token: string) {
  const failureText = useLoginFailureText();
  const captchaToken = useCaptchaToken();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<'sms' | 'email' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function send() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setSent(await requestLoginLink({ token }, await captchaToken('login_link')));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, sent, error, send };
}
