import type { Presentation } from '@kupa/contracts';
import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { groupByDate, splitVideoOnDemand } from '../utils/group-presentations';
import { ShowtimeCard } from './ShowtimeCard';

interface ByDateViewProps {
  presentations: readonly Presentation[];
  dateLabel: (date: string) => string;
}

/** Spec 2 "by date and presentation" (the default list mode); video on demand follows the dated showtimes. */
export function ByDateView({ presentations, dateLabel }: ByDateViewProps) {
  const id = useId();
  const { groups, videoOnDemand } = useMemo(() => {
    const split = splitVideoOnDemand(presentations);
    return { groups: groupByDate(split.showtimes), videoOnDemand: split.videoOnDemand };
  }, [presentations]);
  return (
    <div className="date-groups" data-testid="view-by-date">
      {groups.map((group) => (
        <section key={group.date} className="date-group" aria-labelledby={`${id}-${group.date}`}>
          <h2 id={`${id}-${group.date}`} className="date-group__title">
            {dateLabel(group.date)}
          </h2>
          <ul className="showtime-list">
            {group.presentations.map((p) => (
              <ShowtimeCard key={p.id} presentation={p} />
            ))}
          </ul>
        </section>
      ))}
      {videoOnDemand.length > 0 && (
        <section className="date-group" aria-labelledby={`${id}-vod`} data-testid="vod-group">
          <h2 id={`${id}-vod`} className="date-group__title">
            <FormattedMessage id="presentation.vod" />
          </h2>
          <ul className="showtime-list">
            {videoOnDemand.map((p) => (
              <ShowtimeCard key={p.id} presentation={p} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
