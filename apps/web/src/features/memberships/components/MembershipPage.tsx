import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useMembership } from '../hooks/use-memberships';
import { MembershipDetails } from './MembershipDetails';
import '../../../styles/checkout.css';
import './memberships.css';

/** /membership/{membershipCode}[/{membershipPriceCode}]: one membership, with the address's price preselected. */
export function MembershipPage() {
  const { membershipCode = '', membershipPriceCode } = useParams();
  const { locale } = useLocale();
  const query = useMembership(membershipCode, locale);
  if (query.isPending) {
    return (
      <PageLoading testId="membership-loading">
        <FormattedMessage id="memberships.loading" />
      </PageLoading>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'MEMBERSHIP_NOT_FOUND') {
      return (
        <PageNotice
          title={<FormattedMessage id="memberships.notFound" />}
          headingLevel={1}
          testId="membership-not-found"
          action={
            <LocalizedLink to="/memberships" className="button button--primary">
              <FormattedMessage id="memberships.allMemberships" />
            </LocalizedLink>
          }
        >
          <p>
            <FormattedMessage id="memberships.notFoundBody" />
          </p>
        </PageNotice>
      );
    }
    return (
      <PageLoadFailed
        title={<FormattedMessage id="memberships.loadFailed" />}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="membership-error"
      />
    );
  }
  // Keyed by membership and price: another address starts a fresh choice.
  return (
    <MembershipDetails
      key={`${query.data.Code}/${membershipPriceCode ?? ''}`}
      membership={query.data}
      priceCode={membershipPriceCode}
      locale={locale}
    />
  );
}
