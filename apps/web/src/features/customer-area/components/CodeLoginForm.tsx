import type { CustomerInfoView } from '@kupa/contracts';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { FormTextField } from '../../checkout';
import { useCodeLogin } from '../hooks/use-code-login';
import type { CodeLoginMethod } from '../utils/login-methods';
import { CodeEntry } from './CodeEntry';

/** One code-based login method: the identifying value, then the one-time code sent to the contact on file. */
export function CodeLoginForm({ method, onLoggedIn }: { method: CodeLoginMethod; onLoggedIn(customer: CustomerInfoView): void }) {
  const id = useId();
  const intl = useIntl();
  const codeRef = useRef<HTMLDivElement>(null);
  const login = useCodeLogin(method, codeRef, onLoggedIn);
  const { stage, busy } = login;
  return (
    <form
      className="customer-login__form"
      noValidate
      onSubmit={(e) => void login.submit(e)}
      aria-busy={busy}
      data-testid="customer-login-form"
      data-method={method.id}
      data-stage={stage.kind}
    >
      {stage.kind === 'identify' ? (
        <>
          <p className="customer-login__intro">
            <FormattedMessage id={method.intro} />
          </p>
          <FormTextField
            id={`${id}-value`}
            label={intl.formatMessage({ id: method.fieldLabel })}
            value={login.value}
            required
            error={login.error}
            type={method.input.type}
            inputMode={method.input.inputMode}
            autoComplete={method.input.autoComplete}
            maxLength={method.input.maxLength}
            testId="customer-login-value"
            onChange={login.editValue}
          />
        </>
      ) : (
        <CodeEntry
          idPrefix={id}
          codeRef={codeRef}
          channel={stage.sent.channel}
          byPhone={method.id === 'byPhone'}
          sentTo={stage.sent.sentTo}
          code={login.code}
          error={login.error}
          busy={busy}
          waiting={login.waiting}
          onCodeChange={login.editCode}
          onResend={() => void login.resend()}
          onRestart={login.restart}
        />
      )}
      <button type="submit" className="button button--primary" data-testid="customer-login-submit" disabled={busy}>
        {busy && <Spinner />}
        <FormattedMessage id={stage.kind === 'identify' ? 'login.sendCode' : 'login.submit'} />
      </button>
    </form>
  );
}
