import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText, useFailureText } from '../../../lib/i18n/use-error-text';
import { OrderNotice } from '../../order/components/OrderNotice';
import { useEDocument } from '../hooks/use-edocument';
import { EDocumentView } from './EDocumentView';
import './edocument.css';

/** /edocument/{documentKey}: the e-ticket of an order (spec 2 "E-ticket view"), printable, with its QR codes. */
export function EDocumentPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
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
        <OrderNotice title={codeText('RESERVATION_NOT_FOUND')} tone="warning" headingLevel={1} testId="edocument-not-found">
          <p>
            <FormattedMessage id="edocument.notFound.body" />
          </p>
        </OrderNotice>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="edocument-page">
        <OrderNotice
          title={<FormattedMessage id="edocument.loadError.title" />}
          tone="warning"
          headingLevel={1}
          testId="edocument-load-error"
          action={
            <button type="button" className="button button--primary" data-testid="retry-button" onClick={() => void query.refetch()}>
              <FormattedMessage id="common.tryAgain" />
            </button>
          }
        >
          <p role="alert">{failureText(query.error)}</p>
        </OrderNotice>
      </div>
    );
  }

  if (!result) {
    return (
      <div className="edocument-page">
        <p className="edocument-page__loading" role="status" data-testid="edocument-loading">
          <Spinner />
          <FormattedMessage id="edocument.loading" />
        </p>
      </div>
    );
  }

  return (
    <div className="edocument-page">
      <EDocumentView reservation={result.reservation} />
    </div>
  );
}
