import type { CustomerMembership } from '@kupa/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="my-account__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One membership period (spec 4 Membership states): state, validity, balance and points; renewal when about to expire. */
export function MembershipCard({ membership: m }: { membership: CustomerMembership }) {
  const { locale } = useLocale();
  const date = (d: string) => formatBusinessDate(d, locale);
  return (
    <li className={`my-account__card my-account__card--${m.state}`} data-testid="my-membership" data-state={m.state}>
      <h3 className="my-account__card-title">{m.name}</h3>
      <dl className="my-account__facts">
        <Fact label={<FormattedMessage id="myAccount.vouchers.state" />}>
          <span className={`my-account__badge my-account__badge--${m.state}`} data-testid="my-membership-state">
            <FormattedMessage id={`myAccount.memberships.state.${m.state}`} />
          </span>
        </Fact>
        <Fact label={<FormattedMessage id="myAccount.memberships.memberNumber" />}>
          <bdi dir="ltr">{m.memberNumber}</bdi>
        </Fact>
        <Fact label={<FormattedMessage id="myAccount.memberships.validity" />}>
          <FormattedMessage id="myAccount.memberships.validityRange" values={{ start: date(m.startDate), end: date(m.endDate) }} />
        </Fact>
        <Fact label={<FormattedMessage id="myAccount.memberships.balance" />}>{m.balance}</Fact>
        <Fact label={<FormattedMessage id="myAccount.memberships.used" />}>{m.usedBalance}</Fact>
        <Fact label={<FormattedMessage id="myAccount.memberships.points" />}>{m.points}</Fact>
      </dl>
      {m.renewalOffered && (
        <div className="my-account__renewal" data-testid="my-membership-renewal">
          <p>
            {m.state === 'expired' ? (
              <FormattedMessage id="myAccount.memberships.renewExpired" />
            ) : (
              <FormattedMessage id="myAccount.memberships.renewSoon" values={{ date: date(m.endDate) }} />
            )}
          </p>
          <LocalizedLink
            className="button button--primary"
            to={`/membership/${encodeURIComponent(m.membershipCode)}`}
            data-testid="my-membership-renew"
          >
            <FormattedMessage id="myAccount.memberships.renew" values={{ name: m.name }} />
          </LocalizedLink>
        </div>
      )}
    </li>
  );
}
