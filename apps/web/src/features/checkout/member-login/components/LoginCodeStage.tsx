import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormTextField } from '../../customer-info/components/FormTextField';

interface LoginCodeStageProps {
  idPrefix: string;
  /** Wraps the code's input, focused when the code is sent. */
  codeRef: RefObject<HTMLDivElement | null>;
  notice: string | null;
  code: string;
  error: string | null;
  busy: boolean;
  /** Seconds until a new code may be asked for. */
  waiting: number;
  onCodeChange(value: string): void;
  onResend(): void;
  onChangeMobile(): void;
}

/** The login's second stage: the code sent by SMS, a new code after the wait, or another mobile number. */
export function LoginCodeStage(props: LoginCodeStageProps) {
  const { idPrefix, codeRef, notice, code, error, busy, waiting, onCodeChange, onResend, onChangeMobile } = props;
  return (
    <>
      <p role="status" data-testid="login-code-sent">
        {notice}
      </p>
      <div ref={codeRef}>
        <FormTextField
          id={`${idPrefix}-code`}
          label={<FormattedMessage id="login.code" />}
          value={code}
          required
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          testId="login-code"
          onChange={onCodeChange}
        />
      </div>
      <div className="checkout-actions">
        <button type="button" className="button button--link" data-testid="login-resend" disabled={busy || waiting > 0} onClick={onResend}>
          {waiting > 0 ? <FormattedMessage id="login.resendIn" values={{ seconds: waiting }} /> : <FormattedMessage id="login.resend" />}
        </button>
        <button type="button" className="button button--link" data-testid="login-change-mobile" disabled={busy} onClick={onChangeMobile}>
          <FormattedMessage id="login.changeMobile" />
        </button>
      </div>
    </>
  );
}
