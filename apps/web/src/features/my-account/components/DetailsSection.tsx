import { FormattedMessage } from 'react-intl';
import { useMyDetails } from '../hooks/use-my-account';
import { DetailsForm } from './DetailsForm';
import { MobileNumberPanel } from './MobileNumberPanel';
import { SavedCardsPanel } from './SavedCardsPanel';
import { SectionFailed, SectionLoading } from './SectionStates';
import './my-account.css';

/** The customer area's personal details: the form, the mobile number and its change, and the saved cards. */
export function DetailsSection() {
  const query = useMyDetails();
  return (
    <section className="my-account" aria-labelledby="my-details-title" data-testid="my-details">
      <h2 id="my-details-title" className="my-account__title">
        <FormattedMessage id="myAccount.details.title" />
      </h2>
      {query.isPending ? (
        <SectionLoading testId="my-details-loading">
          <FormattedMessage id="myAccount.details.loading" />
        </SectionLoading>
      ) : query.isError ? (
        <SectionFailed
          title={<FormattedMessage id="myAccount.details.loadFailed" />}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="my-details-failed"
        />
      ) : (
        <>
          <DetailsForm details={query.data} />
          <MobileNumberPanel mobile={query.data.mobile} canChange={query.data.canChangeMobile} />
          <SavedCardsPanel cards={query.data.cards} />
        </>
      )}
    </section>
  );
}
