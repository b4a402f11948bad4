import type { MembershipEvent } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { canMove, seriesStep, type SeriesMove } from '../utils/series-steps';

/** A series membership's events, one at a time in the order they start, with Previous and Next inside the bounds. */
export function SeriesEvents({ events, locale }: { events: readonly MembershipEvent[]; locale: MessageLocale }) {
  const intl = useIntl();
  const { timeZone } = useAppConfig();
  const [index, setIndex] = useState(0);
  const event = events[Math.min(index, events.length - 1)];
  if (!event) return null;
  const move = (direction: SeriesMove) =>
    canMove(index, events.length, direction) && setIndex((i) => seriesStep(i, events.length, direction));
  const moveButton = (direction: SeriesMove) => (
    <button
      type="button"
      className="button button--secondary"
      data-testid={`series-${direction}`}
      aria-disabled={!canMove(index, events.length, direction)}
      onClick={() => move(direction)}
    >
      <FormattedMessage id={direction === 'next' ? 'memberships.next' : 'memberships.previous'} />
    </button>
  );
  return (
    <section className="series-events" aria-labelledby="series-events-title" data-testid="series-events">
      <h2 id="series-events-title">
        <FormattedMessage id="memberships.events" />
      </h2>
      <div className="series-events__event" aria-live="polite" data-testid="series-event" data-presentation-id={event.PresentationId}>
        <p className="series-events__position">
          {intl.formatMessage({ id: 'memberships.eventOf' }, { position: index + 1, count: events.length })}
        </p>
        <p className="series-events__name">{event.featureName}</p>
        <p>{formatShowDateTime(event.startsAt, locale, timeZone)}</p>
        <p>{[event.locationName, event.venueName].join(' · ')}</p>
        <p className="tag">
          <FormattedMessage id={event.IsRequired ? 'memberships.eventRequired' : 'memberships.eventOptional'} />
        </p>
      </div>
      <div className="series-events__moves">
        {moveButton('previous')}
        {moveButton('next')}
      </div>
    </section>
  );
}
