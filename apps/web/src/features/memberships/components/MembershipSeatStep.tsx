import type { Membership, MembershipEvent } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { SeatLegend, SeatMap, SeatStepNotices, StepTimer, TimerExpiredDialog } from '../../seat-selection';
import { legendKeysFor } from '../../seat-selection';
import { useMembershipHoldTimer } from '../hooks/use-membership-hold-timer';
import { useMembershipSeats } from '../hooks/use-membership-seats';
import { fixedEventsOf } from '../utils/choice-events';
import type { Quantities } from '../utils/membership-selection';
import type { CartMembershipSeat } from '../utils/membership-seats';

interface MembershipSeatStepProps {
  membership: Membership;
  quantities: Quantities;
  locale: MessageLocale;
  /** A choice event of an enrolment: its own seats, one per member, instead of the fixed seat. */
  event?: MembershipEvent | undefined;
  onBack(): void;
  onContinue(seats: CartMembershipSeat[]): void;
}

/**
 * Choose seats of a membership order (spec 2, 7): one seat per member, held in every fixed event of the membership
 * at once (a sofa's two halves together, two members' seats). The seat map, the step timer and its expiry dialog
 * are the ticket flow's; after a reload the buyer's holds come back as chosen.
 */
export function MembershipSeatStep({ membership, quantities, locale, event, onBack, onContinue }: MembershipSeatStepProps) {
  const failureText = useFailureText();
  const { timeZone } = useAppConfig();
  const seats = useMembershipSeats(membership.MembershipId, quantities, locale, event?.PresentationId);
  const { messages, selection } = seats;
  const timer = useMembershipHoldTimer({
    membershipId: membership.MembershipId,
    eventId: event?.PresentationId,
    locale,
    store: seats.store,
    reload: async () => !(await seats.plan.refetch()).isError,
    report: messages.report,
    announce: messages.announce,
  });
  const legendKeys = useMemo(() => (seats.model ? legendKeysFor(seats.model.seats) : []), [seats.model]);
  const venueName = (event ?? membership.Presentations[0])?.venueName ?? membership.Name;
  const ready = seats.remaining === 0 && !seats.pending && !timer.busy;
  const stepSeconds = seats.plan.data?.chooseSeatsInSeconds ?? 600;
  return (
    <section
      className="seat-step membership-seats"
      aria-labelledby="membership-seats-title"
      data-testid="membership-seat-step"
      data-event-id={event?.PresentationId ?? 0}
    >
      <div className="seat-step__head">
        <h1 id="membership-seats-title" className="seat-step__title" tabIndex={-1}>
          {event ? (
            <FormattedMessage
              id="memberships.choice.seatsTitle"
              values={{ name: event.featureName, date: formatShowDateTime(event.startsAt, locale, timeZone) }}
            />
          ) : (
            <FormattedMessage id="memberships.seats.title" values={{ name: membership.Name }} />
          )}
        </h1>
        <StepTimer deadline={selection.deadline} stepSeconds={stepSeconds} onAnnounce={messages.onTimer} onExpired={timer.onExpired} />
      </div>
      <p>
        {event ? (
          <FormattedMessage id="memberships.choice.seatsIntro" values={{ count: seats.members }} />
        ) : (
          <FormattedMessage id="memberships.seats.intro" values={{ count: seats.members, events: fixedEventsOf(membership).length }} />
        )}
      </p>
      <SeatStepNotices
        announcements={messages.announcements}
        message={messages.message}
        onDismiss={messages.clearMessage}
        reconnecting={false}
      />
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
          <FormattedMessage id={event ? 'memberships.choice.back' : 'memberships.seats.back'} />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="membership-seats-continue"
          aria-disabled={!ready}
          onClick={() => {
            if (!ready) return;
            const chosen = seats.seats;
            void timer.proceed().then((ok) => ok && onContinue(chosen));
          }}
        >
          <FormattedMessage id="memberships.continue" />
        </button>
      </div>
      <TimerExpiredDialog
        open={selection.deadline !== null && timer.expiredDeadline === selection.deadline}
        extendUsed={selection.extended}
        busy={timer.busy}
        onExtend={timer.extend}
        onRefresh={timer.refresh}
      />
    </section>
  );
}
