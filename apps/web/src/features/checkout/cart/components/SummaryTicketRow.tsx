import { FormattedMessage, useIntl } from 'react-intl';
import type { SummaryRow } from './summary-lines';

interface SummaryTicketRowProps {
  row: SummaryRow;
  /** Reserved seating lists each ticket's row and seat; general admission has none to list. */
  showSeats: boolean;
  price(shekels: number): string;
}

/** One "2 × Senior citizen" row of the order summary: its seats, its amount, and the amount before the discount. */
export function SummaryTicketRow({ row, showSeats, price }: SummaryTicketRowProps) {
  const intl = useIntl();
  const seats = showSeats ? row.seats.filter((s) => s.rowName && s.seatName) : [];
  return (
    <div className="cart-summary__row" data-testid="summary-ticket-row">
      <dt>
        <FormattedMessage id="checkout.summary.ticketRow" values={{ count: row.quantity, name: row.name }} />
        {seats.length > 0 && (
          <ul className="cart-summary__seats">
            {seats.map((s) => (
              <li key={`${s.sectionName}-${s.rowName}-${s.seatName}`} data-testid="summary-ticket-seat">
                <FormattedMessage
                  id={s.sectionName ? 'checkout.summary.seatInSection' : 'checkout.summary.seat'}
                  values={{ section: s.sectionName, row: s.rowName, seat: s.seatName }}
                />
              </li>
            ))}
          </ul>
        )}
      </dt>
      <dd>
        {row.points !== null ? (
          intl.formatMessage({ id: 'checkout.summary.points' }, { points: row.points })
        ) : (
          <>
            {row.oldTotal !== null && row.oldTotal > row.total && (
              <>
                <s className="cart-summary__old-price" data-testid="summary-old-price">
                  {/* A screen reader does not say "struck through": the words say what the amount is. */}
                  <span className="visually-hidden">
                    {intl.formatMessage({ id: 'tickets.row.insteadOf' }, { price: price(row.oldTotal) })}
                  </span>
                  <span aria-hidden="true">{price(row.oldTotal)}</span>
                </s>
              </>
            )}
            {price(row.total)}
          </>
        )}
      </dd>
    </div>
  );
}
