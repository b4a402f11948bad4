import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { CheckoutFlow } from '../../checkout/flow/components/CheckoutFlow';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText, useFailureText } from '../../../lib/i18n/use-error-text';
import { usePresentation } from '../hooks/use-presentation';
import { parsePresentationId } from '../utils/presentation-id';
import { OrderHeader } from './OrderHeader';
import { OrderNotice } from './OrderNotice';
import './order.css';

/** /order/{presentationId}: the presentation header and the ticket order (seats to confirmation); video on demand comes later. */
export function OrderPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = parsePresentationId(useParams().presentationId);
  const query = usePresentation(id, locale);
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
  const result = query.data;
  const unavailable = id === null || result?.kind === 'unavailable';
  useDocumentTitle(
    result?.kind === 'ok'
      ? result.presentation.featureName
      : intl.formatMessage({ id: unavailable ? 'order.unavailable.title' : query.isError ? 'order.loadError.title' : 'order.loading' }),
  );

  if (unavailable) {
    const text = result?.kind === 'unavailable' ? codeText(result.code, result.details) : codeText('PRESENTATION_NOT_FOUND');
    return (
      <div className="order-page">
        <OrderNotice title={<FormattedMessage id="order.unavailable.title" />} tone="warning" headingLevel={1} testId="order-unavailable">
          <p data-testid="order-error" data-code={result?.kind === 'unavailable' ? result.code : 'PRESENTATION_NOT_FOUND'}>
            {text}
          </p>
        </OrderNotice>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="order-page">
        <OrderNotice
          title={<FormattedMessage id="order.loadError.title" />}
          tone="warning"
          headingLevel={1}
          testId="order-load-error"
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
      <div className="order-page">
        <p className="order-page__loading" role="status" data-testid="order-loading">
          <Spinner />
          <FormattedMessage id="order.loading" />
        </p>
      </div>
    );
  }

  const { presentation } = result;
  if (presentation.isVod) {
    return (
      <div className="order-page">
        <OrderHeader presentation={presentation} />
        <OrderNotice title={<FormattedMessage id="order.nextStep.title" />} testId="order-next-step">
          <p>
            <FormattedMessage id="order.nextStep.vod" />
          </p>
        </OrderNotice>
      </div>
    );
  }
  return (
    <div className="order-page">
      <OrderHeader presentation={presentation} compact />
      <CheckoutFlow presentation={presentation} />
    </div>
  );
}
