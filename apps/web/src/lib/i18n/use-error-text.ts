import { errorMessage } from '@kupa/contracts';
import type { ErrorCode } from '@kupa/domain';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/api-error';
import { useLocale } from './locale-context';

/** The translated text for a catalogue error code (spec 8), via the shared catalogue in @kupa/contracts. */
export function useErrorCodeText(): (code: ErrorCode, details?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useLocale();
  return (code, details) => errorMessage(code, locale, details);
}

/** The text to show for a failed request: the catalogue message when the server named a code, else a network hint. */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  const codeText = useErrorCodeText();
  return (error) =>
    isApiError(error) && error.code !== null ? codeText(error.code, error.details) : intl.formatMessage({ id: 'error.network' });
}
