import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../../i18n/en';
import type { LegendKey, SeatKind, SeatState } from '../utils/seat-state';
import { SeatSwatch } from './SeatSwatch';

const ENTRIES: Record<LegendKey, { label: MessageKey; kind: SeatKind; state: SeatState }> = {
  selected: { label: 'seats.legend.selected', kind: 'regular', state: 'selected' },
  taken: { label: 'seats.legend.taken', kind: 'regular', state: 'taken' },
  available: { label: 'seats.legend.available', kind: 'regular', state: 'available' },
  premium: { label: 'seats.legend.premium', kind: 'premium', state: 'available' },
  accessible: { label: 'seats.legend.accessible', kind: 'accessible', state: 'available' },
};

/** The legend in byColor mode (spec 9), each entry also told apart by outline and mark, not by colour alone. */
export function SeatLegend({ keys }: { keys: readonly LegendKey[] }) {
  return (
    <section className="seat-legend" data-testid="seat-legend" aria-labelledby="seat-legend-title">
      <h3 id="seat-legend-title" className="seat-legend__title">
        <FormattedMessage id="seats.legend.title" />
      </h3>
      <ul className="seat-legend__list">
        {keys.map((key) => {
          const entry = ENTRIES[key];
          return (
            <li key={key} className="seat-legend__item" data-legend={key}>
              <SeatSwatch kind={entry.kind} state={entry.state} />
              <FormattedMessage id={entry.label} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
