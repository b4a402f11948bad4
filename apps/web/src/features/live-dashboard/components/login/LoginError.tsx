import { useIntl } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { retryMinutes } from '../../utils/retry-minutes';

/** LOGIN_FAILED in the catalogue's words; RATE_LIMITED says when to try again (the server's retry time). */
export function LoginError({ error }: { error: unknown }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const code = isApiError(error) ? error.code : null;
  let text: string;
  if (code === 'RATE_LIMITED' && isApiError(error)) {
    const minutes = retryMinutes(error.details);
    text = minutes === null ? failureText(error) : intl.formatMessage({ id: 'live.login.rateLimited' }, { minutes });
  } else {
    text = failureText(error);
  }
  return (
    <p className="login__error" role="alert" data-testid="login-error" data-code={code ?? 'NETWORK'}>
      {code === 'LOGIN_FAILED' ? intl.formatMessage({ id: 'live.login.failed' }, { reason: text }) : text}
    </p>
  );
}
