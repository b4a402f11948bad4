import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useMyMemberships } from '../hooks/use-my-account';
import { MembershipCard } from './MembershipCard';
import { SectionEmpty, SectionFailed, SectionLoading } from './SectionStates';
import './my-account.css';

/** The customer area's memberships: each period with its state, balance and points, and renewal when it is about to end. */
export function MembershipsSection() {
  const { locale } = useLocale();
  const query = useMyMemberships(locale);
  return (
    <section className="my-account" aria-labelledby="my-memberships-title" data-testid="my-memberships">
      <h2 id="my-memberships-title" className="my-account__title">
        <FormattedMessage id="myAccount.memberships.title" />
      </h2>
      {query.isPending ? (
        <SectionLoading testId="my-memberships-loading">
          <FormattedMessage id="myAccount.memberships.loading" />
        </SectionLoading>
      ) : query.isError ? (
        <SectionFailed
          title={<FormattedMessage id="myAccount.memberships.loadFailed" />}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="my-memberships-failed"
        />
      ) : query.data.length === 0 ? (
        <SectionEmpty testId="my-memberships-empty" to="/membership" action={<FormattedMessage id="myAccount.memberships.emptyAction" />}>
          <FormattedMessage id="myAccount.memberships.empty" />
        </SectionEmpty>
      ) : (
        <ul className="my-account__list">
          {query.data.map((m) => (
            <MembershipCard key={m.memberNumber} membership={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
