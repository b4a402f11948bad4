import type { Membership } from '@kupa/contracts';
import { MAX_MEMBERSHIPS_PER_ORDER, SERIES_MEMBERSHIP_TYPE_ID, type MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { formatPrice } from '../../../lib/format/price';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useMembershipOrder } from '../hooks/use-membership-order';
import { ChoiceEventsStep } from './ChoiceEventsStep';
import { MembershipPriceList } from './MembershipPriceList';
import { MembershipSeatStep } from './MembershipSeatStep';
import { RenewOffer } from './RenewOffer';
import { SeriesEvents } from './SeriesEvents';

interface MembershipDetailsProps {
  membership: Membership;
  priceCode: string | undefined;
  locale: MessageLocale;
}

/** One membership: description, terms, series events, renewal offer, prices with steppers, total and Continue. */
export function MembershipDetails({ membership, priceCode, locale }: MembershipDetailsProps) {
  useDocumentTitle(membership.Name);
  const order = useMembershipOrder(membership, priceCode);
  const isSeries = membership.MembershipTypeId === SERIES_MEMBERSHIP_TYPE_ID;
  if (order.step === 'seats')
    return (
      <MembershipSeatStep
        membership={membership}
        quantities={order.quantities}
        locale={locale}
        onBack={order.back}
        onContinue={order.continueWithSeats}
      />
    );
  if (order.step === 'events')
    return (
      <ChoiceEventsStep
        membership={membership}
        chosen={order.chosenEvents}
        count={order.choiceCount}
        locale={locale}
        onToggle={order.toggleEvent}
        onBack={order.backToSeats}
        onContinue={order.toEventSeats}
      />
    );
  if (order.step === 'eventSeats' && order.currentEvent)
    return (
      <MembershipSeatStep
        key={order.currentEvent.PresentationId}
        membership={membership}
        event={order.currentEvent}
        quantities={order.quantities}
        locale={locale}
        onBack={order.backFromEventSeats}
        onContinue={order.continueWithEventSeats}
      />
    );
  return (
    <article className="membership" aria-labelledby="membership-title" data-testid="membership-page" data-code={membership.Code}>
      <LocalizedLink to="/memberships" className="membership__back">
        <FormattedMessage id="memberships.allMemberships" />
      </LocalizedLink>
      <h1 id="membership-title" className="memberships__title">
        {membership.Name}
      </h1>
      {membership.Description && <p className="membership__description">{membership.Description}</p>}
      <p className="membership-card__facts">
        <span>
          <FormattedMessage id="memberships.validity" values={{ days: membership.ValidityDays }} />
        </span>
        {membership.BenefitTickets > 0 && (
          <span>
            <FormattedMessage id="memberships.benefitTickets" values={{ count: membership.BenefitTickets }} />
          </span>
        )}
      </p>
      {isSeries && membership.Presentations.length > 0 && <SeriesEvents events={membership.Presentations} locale={locale} />}
      {order.renewable && <RenewOffer member={order.renewable} renewing={order.renewing} locale={locale} onChange={order.setRenewing} />}
      <MembershipPriceList
        membership={membership}
        quantities={order.quantities}
        canAdd={order.canAdd}
        locale={locale}
        onChange={order.change}
      />
      <div className="membership__summary" aria-live="polite" data-testid="membership-summary">
        {order.total > 0 ? (
          <p data-testid="membership-total">
            <FormattedMessage id="memberships.total" values={{ count: order.total, price: formatPrice(order.totalPrice, locale) }} />
          </p>
        ) : (
          <p>
            <FormattedMessage id="memberships.nothingChosen" />
          </p>
        )}
        {!order.canAdd && (
          <p className="membership__limit" id="membership-limit" data-testid="membership-limit">
            <FormattedMessage id="memberships.maxReached" values={{ max: MAX_MEMBERSHIPS_PER_ORDER }} />
          </p>
        )}
      </div>
      {membership.Terms && (
        <section className="membership__terms" aria-labelledby="membership-terms-title">
          <h2 id="membership-terms-title">
            <FormattedMessage id="memberships.terms" />
          </h2>
          <p>{membership.Terms}</p>
        </section>
      )}
      <button
        type="button"
        className="button button--primary membership__continue"
        data-testid="membership-continue"
        aria-disabled={order.total === 0}
        onClick={order.proceed}
      >
        <FormattedMessage id="memberships.continue" />
      </button>
    </article>
  );
}
