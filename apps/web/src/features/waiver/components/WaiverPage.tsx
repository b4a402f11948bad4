import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { useWaiver } from '../hooks/use-waiver';
import { WaiverForm } from './WaiverForm';
import { WaiverSummary } from './WaiverSummary';
import './waiver.css';

/** /waiver/{documentKey}: the waiver page of an order (spec 2 "Waiver page: add child, clear signature"). */
export function WaiverPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const key = useParams().documentKey?.trim() ?? '';
  const documentKey = key === '' ? null : key;
  const query = useWaiver(documentKey, locale);
  const [signedCount, setSignedCount] = useState(0);
  const result = query.data;
  const waiver = result?.kind === 'ok' ? result.waiver : null;
  useDocumentTitle(
    waiver
      ? intl.formatMessage({ id: 'waiver.documentTitle' }, { number: waiver.reservationIdentifier })
      : intl.formatMessage({ id: 'waiver.title' }),
  );

  if (documentKey === null || result?.kind === 'notFound') {
    return (
      <div className="waiver-page">
        <PageNotice title={codeText('RESERVATION_NOT_FOUND')} tone="warning" headingLevel={1} testId="waiver-not-found">
          <p>
            <FormattedMessage id="waiver.notFound.body" />
          </p>
        </PageNotice>
      </div>
    );
  }
  if (result?.kind === 'notRequired') {
    return (
      <div className="waiver-page">
        <PageNotice title={<FormattedMessage id="waiver.notRequired.title" />} headingLevel={1} testId="waiver-not-required">
          <p>
            <FormattedMessage id="waiver.notRequired.body" />
          </p>
        </PageNotice>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="waiver-page">
        <PageLoadFailed
          title={<FormattedMessage id="waiver.loadError.title" />}
          testId="waiver-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!waiver) {
    return (
      <div className="waiver-page">
        <PageLoading testId="waiver-loading">
          <FormattedMessage id="waiver.loading" />
        </PageLoading>
      </div>
    );
  }
  return (
    <div className="waiver-page" data-testid="waiver-page">
      <h1 className="waiver__title">
        <FormattedMessage id="waiver.title" />
      </h1>
      <p className="waiver__intro">
        <FormattedMessage id="waiver.intro" />
      </p>
      <p className="waiver__status" role="status" data-testid="waiver-success">
        {signedCount > 0 && <FormattedMessage id="waiver.success" />}
      </p>
      <WaiverSummary waiver={waiver} />
      {!waiver.complete && (
        <WaiverForm key={waiver.waivers.length} waiver={waiver} documentKey={documentKey} onSigned={() => setSignedCount((n) => n + 1)} />
      )}
    </div>
  );
}
