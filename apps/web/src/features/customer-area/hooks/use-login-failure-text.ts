import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureText } from '../../../lib/i18n/use-error-text';

/** A failed login call's text; a rate limit also says how long to wait (the server's retryAfterSeconds). */
export function useLoginFailureText(): (error: unknown) => string {
  const intl = useIntl();
  const failureText = useFailureText();
  return (error) => {
    const seconds = isApiError(error) && error.code === 'RATE_LIMITED' ? Number(error.details.retryAfterSeconds) : NaN;
    if (!Number.isFinite(seconds) || seconds <= 0) return failureText(error);
    return intl.formatMessage({ id: 'customerArea.rateLimited' }, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  };
}
