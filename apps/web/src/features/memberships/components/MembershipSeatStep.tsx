import type { Membership } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { SeatMap } from '../../seat-selection';
import { SeatError } from '../../seat-selection';
import { SeatLegend } from '../../seat-selection';
import { legendKeysFor } from '../../seat-selection';
import { useMembershipSeats } from '../hooks/use-membership-seats';
import type { Quantities } from '../utils/membership-selection';
import type { CartMembershipSeat } from '../utils/membership-seats';

interface MembershipSeatStepProps {
  membership: Membership;
  quantities: Quantities;
  locale: MessageLocale;
  onBack(): void;
  onContinue(seats: CartMembershipSeat[]): void;
}

/**
 * Choose seats of a membership order (spec 2, 7): one seat per member, held in every fixed event of the membership
 * at once. The seat map is the ticket flow's (keyboard use and seat names come with it).
 */
export function MembershipSeatStep({ membership, quantities, locale, onBack, onContinue }: MembershipSeatStepProps) {
  const failureText = useFailureText();
  const seats = useMembershipSeats(membership.MembershipId, quantities, locale);
  const legendKeys = useMemo(() => (seats.model ? legendKeysFor(seats.model.seats) : []), [seats.model]);
  const venueName = membership.Presentations[0]?.venueName ?? membership.Name;
  const ready = seats.remaining === 0 && !seats.pending;
  return (
    <section className="seat-step membership-seats" aria-labelledby="membership-seats-title" data-testid="membership-seat-step">
      <div className="seat-step__head">
        <h1 id="membership-seats-title" className="seat-step__title" tabIndex={-1}>
          <FormattedMessage id="memberships.seats.title" values={{ name: membership.Name }} />
        </h1>
      </div>
      <p>
        <FormattedMessage id="memberships.seats.intro" values={{ count: seats.members, events: membership.Presentations.length }} />
      </p>
      <SeatError message={seats.message} onDismiss={seats.dismiss} />
      {seats.plan.isError ? (
        <div className="seat-step__problem" data-testid="seats-load-error">
          <p className="seat-step__problem-title">
            <FormattedMessage id="seats.loadError" />
          </p>
          <p>{failureText(seats.plan.error)}</p>
          <button type="button" className="button button--primary" onClick={() => void seats.plan.refetch()}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      ) : !seats.model ? (
        <p className="seat-step__loading" role="status" data-testid="seats-loading">
          <Spinner />
          <FormattedMessage id="seats.loading" />
        </p>
      ) : (
        <div className="seat-step__body">
          <div className="seat-step__picker">
            <SeatMap model={seats.model} store={seats.store} venueName={venueName} namer={seats.namer} onChoose={seats.choose} />
            <SeatLegend keys={legendKeys} />
          </div>
        </div>
      )}
      <p aria-live="polite" data-testid="membership-seats-count">
        <FormattedMessage id="memberships.seats.chosen" values={{ chosen: seats.seats.length, count: seats.members }} />
      </p>
      <div className="membership-seats__actions">
        <button type="button" className="button" data-testid="membership-seats-back" onClick={() => void seats.releaseAll().then(onBack)}>
          <FormattedMessage id="memberships.seats.back" />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="membership-seats-continue"
          aria-disabled={!ready}
          onClick={() => ready && onContinue(seats.seats)}
        >
          <FormattedMessage id="memberships.continue" />
        </button>
      </div>
    </section>
  );
}
