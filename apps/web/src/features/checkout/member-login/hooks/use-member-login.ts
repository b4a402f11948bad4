import { normaliseIsraeliMobile } from '@kupa/domain';
import type { CustomerInfoView } from '@kupa/contracts';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCaptchaToken } from '../../../../lib/captcha/captcha';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { sendLoginCode, verifyLoginCode } from '../api/customer-calls';
import { cleanSmsCode, secondsUntilResend } from '../utils/resend-countdown';
import { useSetCustomer } from './use-customer';

export type LoginStage = { kind: 'mobile' } | { kind: 'code'; mobileNumber: string; sentAt: number };

/**
 * The member login's two stages: the mobile number (checked, then a code sent to it), and the one-time code (verified,
 * the customer then kept for the session), with the seconds until a new code may be asked for and the focus moved to
 * the code's input once it is sent.
 */
export function useMemberLogin(args: {
  onLoggedIn(customer: CustomerInfoView): void;
  /** Wraps the code's input, focused when the code is sent. */
  codeRef: RefObject<HTMLDivElement | null>;
}) {
  const { onLoggedIn, codeRef } = args;
  const intl = useIntl();
  const setCustomer = useSetCustomer();
  const failureText = useFailureText();
  const captchaToken = useCaptchaToken();
  const [stage, setStage] = useState<LoginStage>({ kind: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const waiting = stage.kind === 'code' ? secondsUntilResend(stage.sentAt, now) : 0;
  useEffect(() => {
    if (stage.kind !== 'code' || waiting === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [stage, waiting, now]);

  useEffect(() => {
    if (stage.kind === 'code') codeRef.current?.querySelector('input')?.focus();
  }, [stage.kind, codeRef]);

  async function send(mobileNumber: string) {
    setBusy(true);
    setError(null);
    try {
      await sendLoginCode(mobileNumber, await captchaToken('login'));
      setStage({ kind: 'code', mobileNumber, sentAt: Date.now() });
      setNow(Date.now());
      setNotice(intl.formatMessage({ id: 'login.codeSent' }, { mobile: mobileNumber }));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (stage.kind === 'mobile') {
      const normalised = normaliseIsraeliMobile(mobile);
      if (!normalised) {
        setError(intl.formatMessage({ id: 'login.mobileInvalid' }));
        return;
      }
      await send(normalised);
      return;
    }
    if (code.length < 4) {
      setError(intl.formatMessage({ id: 'login.codeInvalid' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const customer = await verifyLoginCode(stage.mobileNumber, code);
      setCustomer(customer);
      onLoggedIn(customer);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return {
    stage,
    mobile,
    code,
    busy,
    error,
    notice,
    waiting,
    send,
    submit,
    editMobile(value: string) {
      setMobile(value);
      setError(null);
    },
    editCode(value: string) {
      setCode(cleanSmsCode(value));
      setError(null);
    },
    /** Back to the mobile number: the code typed and the error go. */
    changeMobile() {
      setStage({ kind: 'mobile' });
      setCode('');
      setError(null);
    },
  };
}
