import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { BusinessTextsProvider } from '../../../lib/i18n/BusinessTextsProvider';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { useEDocument } from '../hooks/use-edocument';
import { EDocumentView } from './EDocumentView';
import { ReservationLoadStates } from './ReservationLoadStates';
import './edocument.css';

/**
 * /edocument/{documentKey}: the e-ticket of an order (spec 2 "E-ticket view"), printable, with its QR codes, in the
 * texts of the business that sold it (ADR 0017).
 */
export function EDocumentPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const key = useParams().documentKey?.trim() ?? '';
  const documentKey = key === '' ? null : key;
  const query = useEDocument(documentKey, locale);
  const result = query.data;
  const notFound = documentKey === null || result?.kind === 'notFound';
  useDocumentTitle(
    result?.kind === 'ok'
      ? intl.formatMessage({ id: 'edocument.documentTitle' }, { number: result.reservation.reservationIdentifier })
      : notFound
        ? codeText('RESERVATION_NOT_FOUND')
        : intl.formatMessage({ id: query.isError ? 'edocument.loadError.title' : 'edocument.loading' }),
  );

  return (
    <ReservationLoadStates
      className="edocument-page"
      testIdPrefix="edocument"
      notFound={notFound}
      failed={query.isError ? { error: query.error, retry: () => void query.refetch() } : null}
    >
      {result?.kind === 'ok' ? (
        <BusinessTextsProvider businessId={result.reservation.businessId}>
          <div className="edocument-page">
            <EDocumentView reservation={result.reservation} />
          </div>
        </BusinessTextsProvider>
      ) : null}
    </ReservationLoadStates>
  );
}
