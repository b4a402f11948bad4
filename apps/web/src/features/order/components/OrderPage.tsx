import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { CheckoutFlow } from '../../checkout';
import { BuyVideoNotice } from '../../vod';
import { ClearsVideoOrder } from './ClearsVideoOrder';
import { BusinessTextsProvider } from '../../../lib/i18n/BusinessTextsProvider';
import { useFirstFrameFallback } from '../../../lib/first-frame/first-frame';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { usePresentation } from '../hooks/use-presentation';
import { bookabilityOf } from '../utils/bookability';
import { parsePresentationId } from '../utils/presentation-id';
import { NotBookableNotice } from './NotBookableNotice';
import { OrderHeader } from './OrderHeader';
import { OrderReferralGate } from './OrderReferralGate';
import '../../../styles/order.css';

/** /order/{presentationId}: the presentation header and the ticket order (seats to confirmation), or buying a video title. */
export function OrderPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = parsePresentationId(useParams().presentationId);
  const query = usePresentation(id, locale);
  const codeText = useErrorCodeText();
  useFirstFrameFallback();
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
        <PageNotice title={<FormattedMessage id="order.unavailable.title" />} tone="warning" headingLevel={1} testId="order-unavailable">
          <p data-testid="order-error" data-code={result?.kind === 'unavailable' ? result.code : 'PRESENTATION_NOT_FOUND'}>
            {text}
          </p>
        </PageNotice>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="order-page">
        <PageLoadFailed
          title={<FormattedMessage id="order.loadError.title" />}
          testId="order-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  if (!result) {
    return (
      <div className="order-page">
        <PageLoading testId="order-loading">
          <FormattedMessage id="order.loading" />
        </PageLoading>
      </div>
    );
  }

  const { presentation } = result;
  if (presentation.isVod) {
    return (
      <div className="order-page">
        <OrderHeader presentation={presentation} />
        <BuyVideoNotice presentation={presentation} />
      </div>
    );
  }
  const bookability = bookabilityOf(presentation);
  if (bookability.kind !== 'bookable') {
    return (
      <div className="order-page">
        <OrderHeader presentation={presentation} />
        <NotBookableNotice reason={bookability} />
      </div>
    );
  }
  return (
    // The business's own texts (the seat map's screen, terms, confirmation) over the bundled ones (ADR 0017).
    <BusinessTextsProvider businessId={presentation.businessId}>
      <div className="order-page">
        <OrderHeader presentation={presentation} compact />
        <ClearsVideoOrder />
        <OrderReferralGate presentationId={presentation.id}>
          <CheckoutFlow presentation={presentation} />
        </OrderReferralGate>
      </div>
    </BusinessTextsProvider>
  );
}
