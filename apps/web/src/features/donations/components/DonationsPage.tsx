import { errorMessage } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useDonations } from '../hooks/use-donations';
import { DonationCard } from './DonationCard';
import './donations.css';

/** /donations: the donations on sale, each with its amounts; Continue takes the chosen one to the checkout (spec 2). */
export function DonationsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const query = useDonations(locale);
  useDocumentTitle(intl.formatMessage({ id: 'donations.title' }));

  const heading = (
    <div className="page-hero">
      <h1 className="page-hero__title">
        <FormattedMessage id="donations.title" />
      </h1>
      <p className="page-hero__subtitle">
        <FormattedMessage id="donations.intro" />
      </p>
    </div>
  );

  if (query.isError) {
    return (
      <div className="donations-page">
        <PageLoadFailed
          title={<FormattedMessage id="donations.loadError.title" />}
          testId="donations-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="donations-page">
        {heading}
        <PageLoading testId="donations-loading">
          <FormattedMessage id="donations.loading" />
        </PageLoading>
      </div>
    );
  }
  const { donations } = query.data;
  return (
    <div className="donations-page">
      {heading}
      {donations.length === 0 ? (
        <PageNotice title={errorMessage('DONATIONS_NONE_AVAILABLE', locale)} tone="warning" headingLevel={2} testId="donations-none">
          {null}
        </PageNotice>
      ) : (
        <>
          <div className="donations-page__list">
            {donations.map((d) => (
              <DonationCard key={d.id} donation={d} />
            ))}
          </div>
          <p className="donations-page__note">
            <FormattedMessage id="donations.receiptNote" />
          </p>
        </>
      )}
    </div>
  );
}
