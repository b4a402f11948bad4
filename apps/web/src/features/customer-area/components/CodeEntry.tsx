import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormTextField } from '../../checkout';

interface CodeEntryProps {
  idPrefix: string;
  codeRef: RefObject<HTMLDivElement | null>;
  channel: 'sms' | 'email';
  /** The customer typed the mobile number themself (the restart link changes it rather than the number). */
  byPhone: boolean;
  /** The mobile number typed, or the contact on file as the server masked it. */
  sentTo: string;
  code: string;
  error: string | null;
  busy: boolean;
  waiting: number;
  onCodeChange(value: string): void;
  onResend(): void;
  onRestart(): void;
}

/** The login's second stage: where the code went, its input, a new code after the wait, or start again. */
export function CodeEntry(props: CodeEntryProps) {
  const { idPrefix, codeRef, channel, byPhone, sentTo, code, error, busy, waiting } = props;
  return (
    <>
      <p role="status" data-testid="customer-login-code-sent">
        {byPhone ? (
          <FormattedMessage id="login.codeSent" values={{ mobile: <bdi dir="ltr">{sentTo}</bdi> }} />
        ) : (
          <FormattedMessage
            id={channel === 'sms' ? 'customerArea.codeSentToMobileOnFile' : 'customerArea.codeSentToEmailOnFile'}
            values={{ to: <bdi dir="ltr">{sentTo}</bdi> }}
          />
        )}
      </p>
      <div ref={codeRef}>
        <FormTextField
          id={`${idPrefix}-code`}
          label={<FormattedMessage id={channel === 'sms' ? 'login.code' : 'customerArea.codeFromEmail'} />}
          value={code}
          required
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          testId="customer-login-code"
          onChange={props.onCodeChange}
        />
      </div>
      <div className="customer-login__links">
        <button
          type="button"
          className="button button--link"
          data-testid="customer-login-resend"
          disabled={busy || waiting > 0}
          onClick={props.onResend}
        >
          {waiting > 0 ? <FormattedMessage id="login.resendIn" values={{ seconds: waiting }} /> : <FormattedMessage id="login.resend" />}
        </button>
        <button
          type="button"
          className="button button--link"
          data-testid="customer-login-restart"
          disabled={busy}
          onClick={props.onRestart}
        >
          <FormattedMessage id={byPhone ? 'login.changeMobile' : 'customerArea.startAgain'} />
        </button>
      </div>
    </>
  );
}
