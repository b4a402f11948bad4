import type { TicketGroupsResponse } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { priceLevelOf } from '../utils/price-level';
import { parseSeatKey } from '../utils/seat-key';
import type { HeldSeat } from '../utils/seat-store';

interface SelectionSummaryProps {
  held: readonly HeldSeat[];
  sectionNames: ReadonlyMap<number, string>;
  /** General-admission sections: their places are the server's pick, with no row or seat to name (spec 4). */
  placeSections: ReadonlySet<number>;
  ticketGroups: TicketGroupsResponse['ticketGroups'] | undefined;
  maxSeats: number;
  busy: boolean;
  onRelease(seat: HeldSeat): void;
  onContinue(): void;
}

function byPlace(a: HeldSeat, b: HeldSeat): number {
  const pa = parseSeatKey(a.key);
  const pb = parseSeatKey(b.key);
  if (!pa || !pb) return a.key.localeCompare(b.key);
  return pa.sectionId - pb.sectionId || pa.y - pb.y || pa.x - pb.x;
}

/** How many seats, which ones, their price level and its price range, and the way on (spec 2 order flow). */
export function SelectionSummary({
  held,
  sectionNames,
  placeSections,
  ticketGroups,
  maxSeats,
  busy,
  onRelease,
  onContinue,
}: SelectionSummaryProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const seats = [...held].sort(byPlace);
  const withSection = sectionNames.size > 1;
  const levels = [...new Set(seats.map((s) => s.ticketGroupId))].map((id) => ({
    id,
    name: seats.find((s) => s.ticketGroupId === id)?.ticketGroupName ?? '',
    prices: ticketGroups ? priceLevelOf(ticketGroups, id) : null,
  }));
  const places = seats.filter((s) => placeSections.has(s.sectionId));
  const placeNumber = (s: HeldSeat) => places.indexOf(s) + 1;
  const seatText = (s: HeldSeat) =>
    placeSections.has(s.sectionId)
      ? intl.formatMessage({ id: 'seats.summary.place' }, { number: placeNumber(s) })
      : withSection
        ? intl.formatMessage(
            { id: 'seats.summary.seatInSection' },
            { section: sectionNames.get(s.sectionId) ?? '', row: s.rowName, seat: s.seatName },
          )
        : intl.formatMessage({ id: 'seats.summary.seat' }, { row: s.rowName, seat: s.seatName });

  return (
    <section className="seat-summary" data-testid="seat-summary" aria-labelledby="seat-summary-title">
      <h3 id="seat-summary-title" className="seat-summary__title">
        <FormattedMessage id="seats.summary.title" />
      </h3>
      <p className="seat-summary__count" data-testid="seat-count" data-count={seats.length}>
        <FormattedMessage id="seats.summary.count" values={{ count: seats.length }} />
      </p>
      {seats.length > 0 && (
        <ul className="seat-summary__seats">
          {seats.map((s) => (
            <li key={s.key} className="seat-summary__seat" data-testid="selected-seat" data-seat-key={s.key}>
              <span>{seatText(s)}</span>
              <button
                type="button"
                className="seat-summary__release"
                data-testid="release-seat"
                aria-label={
                  placeSections.has(s.sectionId)
                    ? intl.formatMessage({ id: 'seats.summary.removePlace' }, { number: placeNumber(s) })
                    : intl.formatMessage({ id: 'seats.summary.removeSeat' }, { row: s.rowName, seat: s.seatName })
                }
                onClick={() => onRelease(s)}
              >
                <FormattedMessage id="seats.summary.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {levels.length > 0 && (
        <dl className="seat-summary__levels">
          <dt>
            <FormattedMessage id="seats.summary.priceLevel" />
          </dt>
          {levels.map((level) => (
            <dd key={level.id} data-testid="price-level">
              <span className="seat-summary__level-name">{level.prices?.name ?? level.name}</span>
              {level.prices && (
                <span className="seat-summary__level-price">
                  {level.prices.min === level.prices.max
                    ? intl.formatMessage({ id: 'seats.summary.price' }, { price: formatPrice(level.prices.min, locale) })
                    : intl.formatMessage(
                        { id: 'seats.summary.priceRange' },
                        { min: formatPrice(level.prices.min, locale), max: formatPrice(level.prices.max, locale) },
                      )}
                </span>
              )}
            </dd>
          ))}
        </dl>
      )}
      <p className="seat-summary__note">
        <FormattedMessage id="seats.summary.maxSeats" values={{ max: maxSeats }} />
      </p>
      <button
        type="button"
        className="button button--primary seat-summary__continue"
        data-testid="continue-button"
        disabled={seats.length === 0 || busy}
        onClick={onContinue}
      >
        <FormattedMessage id={busy ? 'seats.continue.busy' : 'seats.continue'} />
      </button>
    </section>
  );
}
