import type { CustomerInfoView } from '@kupa/contracts';
import { normaliseIsraeliMobile } from '@kupa/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { Spinner } from '../../../../components/ui/Spinner';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { FormTextField } from '../../customer-info/components/FormTextField';
import { sendLoginCode, verifyLoginCode } from '../api/customer-calls';
import { useSetCustomer } from '../hooks/use-customer';
import { cleanSmsCode, secondsUntilResend } from '../utils/resend-countdown';
import '../../customer-info/components/checkout-forms.css';

interface MemberLoginDialogProps {
  open: boolean;
  onLoggedIn(customer: CustomerInfoView): void;
  onClose(): void;
}

type Stage = { kind: 'mobile' } | { kind: 'code'; mobileNumber: string; sentAt: number };

/** Member login by mobile number and a one-time code sent by SMS (spec 2, 7); a new code can be asked for after 30 s. */
export function MemberLoginDialog({ open, onLoggedIn, onClose }: MemberLoginDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} titleId={`${id}-title`} onCancel={onClose} testId="login-dialog" className="checkout-dialog">
      {open && <LoginContent titleId={`${id}-title`} onLoggedIn={onLoggedIn} onClose={onClose} />}
    </ModalDialog>
  );
}

function LoginContent({
  titleId,
  onLoggedIn,
  onClose,
}: {
  titleId: string;
  onLoggedIn(customer: CustomerInfoView): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const setCustomer = useSetCustomer();
  const failureText = useFailureText();
  const [stage, setStage] = useState<Stage>({ kind: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const codeRef = useRef<HTMLDivElement>(null);

  const waiting = stage.kind === 'code' ? secondsUntilResend(stage.sentAt, now) : 0;
  useEffect(() => {
    if (stage.kind !== 'code' || waiting === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [stage, waiting, now]);

  useEffect(() => {
    if (stage.kind === 'code') codeRef.current?.querySelector('input')?.focus();
  }, [stage.kind]);

  async function send(mobileNumber: string) {
    setBusy(true);
    setError(null);
    try {
      await sendLoginCode(mobileNumber);
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

  return (
    <form
      className="checkout-dialog__content"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      data-testid="login-form"
      data-stage={stage.kind}
    >
      <div className="checkout-dialog__header">
        <h2 id={titleId} className="checkout-dialog__title">
          <FormattedMessage id="login.title" />
        </h2>
        <button type="button" className="button button--link checkout-dialog__close" onClick={onClose} data-testid="login-close">
          <FormattedMessage id="login.close" />
        </button>
      </div>
      {stage.kind === 'mobile' ? (
        <>
          <p>
            <FormattedMessage id="login.intro" />
          </p>
          <FormTextField
            id={`${id}-mobile`}
            label={<FormattedMessage id="login.mobile" />}
            value={mobile}
            required
            error={error}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            testId="login-mobile"
            onChange={(v) => {
              setMobile(v);
              setError(null);
            }}
          />
        </>
      ) : (
        <>
          <p role="status" data-testid="login-code-sent">
            {notice}
          </p>
          <div ref={codeRef}>
            <FormTextField
              id={`${id}-code`}
              label={<FormattedMessage id="login.code" />}
              value={code}
              required
              error={error}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              testId="login-code"
              onChange={(v) => {
                setCode(cleanSmsCode(v));
                setError(null);
              }}
            />
          </div>
          <div className="checkout-actions">
            <button
              type="button"
              className="button button--link"
              data-testid="login-resend"
              disabled={busy || waiting > 0}
              onClick={() => void send(stage.mobileNumber)}
            >
              {waiting > 0 ? (
                <FormattedMessage id="login.resendIn" values={{ seconds: waiting }} />
              ) : (
                <FormattedMessage id="login.resend" />
              )}
            </button>
            <button
              type="button"
              className="button button--link"
              data-testid="login-change-mobile"
              disabled={busy}
              onClick={() => {
                setStage({ kind: 'mobile' });
                setCode('');
                setError(null);
              }}
            >
              <FormattedMessage id="login.changeMobile" />
            </button>
          </div>
        </>
      )}
      <button type="submit" className="button button--primary" data-testid="login-submit" disabled={busy}>
        {busy && <Spinner />}
        <FormattedMessage id={stage.kind === 'mobile' ? 'login.sendCode' : 'login.submit'} />
      </button>
    </form>
  );
}
