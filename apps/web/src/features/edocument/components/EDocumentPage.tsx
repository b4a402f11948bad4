import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { useEDocument } from '../hooks/use-edocument';
import { EDocumentView } from './EDocumentView';
import './edocument.css';

/** /edocument/{documentKey}: the e-ticket of an order (spec 2 "E-ticket view"), printable, with its QR codes. */
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

  if (notFound) {
    return (
      <div className="edocument-page">
        <PageNotice title={codeText('RESERVATION_NOT_FOUND')} tone="warning" headingLevel={1} testId="edocument-not-found">
          <p>
            <FormattedMessage id="edocument.notFound.body" />
          </p>
        </PageNotice>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="edocument-page">
        <PageLoadFailed
          title={<FormattedMessage id="edocument.loadError.title" />}
          testId="edocument-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  if (!result) {
    return (
      <div className="edocument-page">
        <PageLoading testId="edocument-loading">
          <FormattedMessage id="edocument.loading" />
        </PageLoading>
      </div>
    );
  }

  return (
    <div className="edocument-page">
      <EDocumentView reservation={result.reservation} />
    </div>
  );
}
