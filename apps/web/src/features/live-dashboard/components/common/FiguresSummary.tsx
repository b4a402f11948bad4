import type { SalesFigures } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { useFigureFormat } from '../../hooks/use-figure-format';
import type { FigureFormat } from '../../utils/figure-format';

interface Figure {
  label: AnyMessageKey;
  show: (f: SalesFigures, format: FigureFormat) => string;
  id: string;
}

const FIGURES: readonly Figure[] = [
  { id: 'capacity', label: 'live.col.capacity', show: (f, x) => x.integer(f.Capacity) },
  { id: 'sold', label: 'live.col.sold', show: (f, x) => x.integer(f.SoldQuantity) },
  { id: 'held', label: 'live.col.held', show: (f, x) => x.integer(f.HeldQuantity) },
  { id: 'occupancy', label: 'live.col.occupancy', show: (f, x) => x.percent(f.TakenPercent) },
  { id: 'ratio', label: 'live.col.takenRatio', show: (f, x) => x.ratio(f.TakenRatio) },
  { id: 'bookingFees', label: 'live.col.bookingFees', show: (f, x) => x.money(f.BookingFeesTotal) },
  { id: 'total', label: 'live.col.total', show: (f, x) => x.money(f.Total) },
];

/**
 * The headline figures of a selection as a description list (capacity, sold, held, occupancy, ratio, booking fees,
 * revenue), with what the revenue includes said in words: a manager compares it with the takings.
 */
export function FiguresSummary({ figures, testId = 'figures-summary' }: { figures: SalesFigures; testId?: string }) {
  const format = useFigureFormat();
  return (
    <>
      <dl className="figures" data-testid={testId}>
        {FIGURES.map((f) => (
          <div key={f.id} className="figures__item" data-figure={f.id}>
            <dt className="figures__label">
              <FormattedMessage id={f.label} />
            </dt>
            <dd className="figures__value">{f.show(figures, format)}</dd>
          </div>
        ))}
      </dl>
      <p className="figures__note" data-testid={`${testId}-note`}>
        <FormattedMessage id="live.total.includes" />
      </p>
    </>
  );
}
