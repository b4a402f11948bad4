import type { CustomerInfoView } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';

interface RenewOfferProps {
  member: CustomerInfoView['members'][number];
  renewing: boolean;
  locale: MessageLocale;
  onChange(renewing: boolean): void;
}

/** Spec 4: the logged-in customer's membership ends soon (or just ended): Renew puts its member number on the order. */
export function RenewOffer({ member, renewing, locale, onChange }: RenewOfferProps) {
  return (
    <section className="notice membership__renew" aria-labelledby="membership-renew-title" data-testid="membership-renew">
      <h2 id="membership-renew-title" className="notice__title">
        <FormattedMessage id="memberships.renew.title" values={{ date: formatBusinessDate(member.endDate, locale) }} />
      </h2>
      <p aria-live="polite">
        <FormattedMessage
          id={renewing ? 'memberships.renew.chosen' : 'memberships.renew.body'}
          values={{ memberNumber: member.memberNumber }}
        />
      </p>
      <button
        type="button"
        className={`button ${renewing ? 'button--secondary' : 'button--primary'}`}
        data-testid="membership-renew-toggle"
        onClick={() => onChange(!renewing)}
      >
        <FormattedMessage id={renewing ? 'memberships.renew.cancel' : 'memberships.renew.action'} />
      </button>
    </section>
  );
}
