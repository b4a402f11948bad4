import type { CustomerInfoView } from '@kupa/contracts';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCaptchaToken } from '../../../lib/captcha/captcha';
import { useSetCustomer } from '../../checkout';
import { useLoginFailureText } from './use-login-failure-text';
import type { SentCode } from '../api/login-calls';
import type { CodeLoginMethod } from '../utils/login-methods';
import { RESEND_AFTER_SECONDS, cleanCode, secondsLeft } from '../utils/code-input';

type Stage = { kind: 'identify' } | { kind: 'code'; checked: string; sent: SentCode; sentAt: number };

/**
 * A login in two stages: the value that identifies the customer (checked, then a one-time code sent to the contact on
 * file), and the code (verified, the customer then kept in the session the whole site shares). A new code can be
 * asked for after 30 seconds; the focus moves to the code's input once it is sent.
 */
export function useCodeLogin(
  method: CodeLoginMethod,
  codeRef: RefObject<HTMLDivElement | null>,
  onLoggedIn: (c: CustomerInfoView) => void,
) {
  const intl = useIntl();
  const setCustomer = useSetCustomer();
  const failureText = useLoginFailureText();
  const captchaToken = useCaptchaToken();
  const [stage, setStage] = useState<Stage>({ kind: 'identify' });
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const waiting = stage.kind === 'code' ? secondsLeft(stage.sentAt, now, RESEND_AFTER_SECONDS) : 0;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [waiting, now]);
  useEffect(() => {
    if (stage.kind === 'code') codeRef.current?.querySelector('input')?.focus();
  }, [stage.kind, codeRef]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const send = (checked: string) =>
    run(async () => {
      const sent = await method.send(checked, await captchaToken('login'));
      setStage({ kind: 'code', checked, sent, sentAt: Date.now() });
      setNow(Date.now());
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (stage.kind === 'identify') {
      const checked = method.check(value);
      if ('error' in checked) setError(intl.formatMessage({ id: checked.error }));
      else await send(checked.value);
      return;
    }
    if (code.length < 4) {
      setError(intl.formatMessage({ id: 'login.codeInvalid' }));
      return;
    }
    await run(async () => {
      const customer = await method.verify(stage.sent, code);
      setCustomer(customer);
      onLoggedIn(customer);
    });
  }

  return {
    stage,
    value,
    code,
    busy,
    error,
    waiting,
    submit,
    resend: () => (stage.kind === 'code' ? send(stage.checked) : Promise.resolve()),
    editValue(next: string) {
      setValue(next);
      setError(null);
    },
    editCode(next: string) {
      setCode(cleanCode(next));
      setError(null);
    },
    restart() {
      setStage({ kind: 'identify' });
      setCode('');
      setError(null);
    },
  };
}
