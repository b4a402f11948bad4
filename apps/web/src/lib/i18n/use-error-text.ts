import { errorMessage } from '@kupa/contracts';
import type { ErrorCode } from '@kupa/domain';
import { useIntl } from 'react-intl';
import { failureKindOf, isApiError } from '../api/api-error';
import { useLocale } from './locale-context';

/** The translated text for a catalogue error code (spec 8), via the shared catalogue in @kupa/contracts. */
export function useErrorCodeText(): (code: ErrorCode, details?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useLocale();
  return (code, details) => errorMessage(code, locale, details);
}

/**
 * The text to show for a failed request: the catalogue message when the server named a code, the connection hint only
 * when no answer came, and the spec's "Error occurred" (GENERAL_ERROR) for a server fault or a broken answer.
 */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  const codeText = useErrorCodeText();
  return (error) => {
    switch (failureKindOf(error)) {
      case 'refusal':
        return isApiError(error) && error.code !== null ? codeText(error.code, error.details) : codeText('GENERAL_ERROR');
      case 'network':
        return intl.formatMessage({ id: 'error.network' });
      case 'server':
        return codeText('GENERAL_ERROR');
    }
  };
}
