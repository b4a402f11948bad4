import type { Membership } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatPrice } from '../../../lib/format/price';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { choiceEventsOf } from '../utils/choice-events';

interface ChoiceEventsStepProps {
  membership: Membership;
  /** The events chosen, by PresentationId, in the order chosen. */
  chosen: readonly number[];
  /** How many to choose. */
  count: number;
  locale: MessageLocale;
  onToggle(eventId: number): void;
  onBack(): void;
  onContinue(): void;
}

/**
 * Spec 2 "Membership enrolment": after the fixed seat, the buyer chooses the membership's choice events (exactly its
 * number of them); each then gets its own seats, one per member. A choice event may cost a supplement per seat.
 */
export function ChoiceEventsStep({ membership, chosen, count, locale, onToggle, onBack, onContinue }: ChoiceEventsStepProps) {
  const { timeZone } = useAppConfig();
  const ready = chosen.length === count;
  return (
    <section className="membership choice-events" aria-labelledby="choice-events-title" data-testid="membership-choice-step">
      <h1 id="choice-events-title" className="memberships__title" tabIndex={-1}>
        <FormattedMessage id="memberships.choice.title" values={{ name: membership.Name }} />
      </h1>
      <fieldset className="choice-events__list">
        <legend>
          <FormattedMessage id="memberships.choice.legend" values={{ count }} />
        </legend>
        {choiceEventsOf(membership).map((event) => {
          const checked = chosen.includes(event.PresentationId);
          const full = !checked && chosen.length >= count;
          return (
            <label key={event.PresentationId} className="choice-events__event" data-testid="choice-event">
              <input
                type="checkbox"
                checked={checked}
                aria-disabled={full}
                data-presentation-id={event.PresentationId}
                onChange={() => onToggle(event.PresentationId)}
              />
              <span className="choice-events__name">{event.featureName}</span>
              <span>{formatShowDateTime(event.startsAt, locale, timeZone)}</span>
              <span>{event.venueName}</span>
              {event.MembershipPayableAmount > 0 && (
                <span className="tag">
                  <FormattedMessage
                    id="memberships.choice.supplement"
                    values={{ price: formatPrice(event.MembershipPayableAmount, locale) }}
                  />
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <p aria-live="polite" data-testid="choice-events-count">
        <FormattedMessage id="memberships.choice.chosen" values={{ chosen: chosen.length, count }} />
      </p>
      <div className="membership-seats__actions">
        <button type="button" className="button" data-testid="choice-events-back" onClick={onBack}>
          <FormattedMessage id="memberships.choice.backToSeats" />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="choice-events-continue"
          aria-disabled={!ready}
          onClick={() => ready && onContinue()}
        >
          <FormattedMessage id="memberships.continue" />
        </button>
      </div>
    </section>
  );
}
