import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { formatPrice } from '../../../lib/format/price';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useMemberships } from '../hooks/use-memberships';
import { SERIES_MEMBERSHIP_TYPE_ID } from '@kupa/domain';
import './memberships.css';

/** /memberships and /membership: the memberships on sale, one card each (spec 8 list mode ByMembership). */
export function MembershipsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const title = intl.formatMessage({ id: 'memberships.title' });
  useDocumentTitle(title);
  const query = useMemberships(locale);
  if (query.isPending) {
    return (
      <PageLoading testId="memberships-loading">
        <FormattedMessage id="memberships.loading" />
      </PageLoading>
    );
  }
  if (query.isError) {
    return (
      <PageLoadFailed
        title={<FormattedMessage id="memberships.loadFailed" />}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="memberships-error"
      />
    );
  }
  const memberships = query.data.memberships;
  return (
    <section className="memberships" aria-labelledby="memberships-title" data-testid="memberships-page">
      <h1 id="memberships-title" className="memberships__title">
        {title}
      </h1>
      <p className="memberships__intro">
        <FormattedMessage id={memberships.length === 0 ? 'memberships.empty' : 'memberships.intro'} />
      </p>
      <ul className="memberships__list">
        {memberships.map((m) => (
          <li key={m.MembershipId} className="membership-card" data-testid="membership-card" data-code={m.Code}>
            <h2 className="membership-card__name">{m.Name}</h2>
            {m.MembershipTypeId === SERIES_MEMBERSHIP_TYPE_ID && (
              <span className="tag">
                <FormattedMessage id="memberships.series" />
              </span>
            )}
            {m.Description && <p className="membership-card__description">{m.Description}</p>}
            <p className="membership-card__facts">
              {m.fromPrice !== null && (
                <span data-testid="membership-card-price">
                  <FormattedMessage id="memberships.fromPrice" values={{ price: formatPrice(m.fromPrice, locale) }} />
                </span>
              )}
              <span>
                <FormattedMessage id="memberships.validity" values={{ days: m.ValidityDays }} />
              </span>
            </p>
            <LocalizedLink
              to={`/membership/${encodeURIComponent(m.Code)}`}
              className="button button--primary"
              data-testid="membership-choose"
            >
              <FormattedMessage id="memberships.choose" values={{ name: m.Name }} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
