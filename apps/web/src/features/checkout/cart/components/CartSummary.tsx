import type { PricedCart } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { SummaryTicketRow } from './SummaryTicketRow';
import { SummaryTotals } from './SummaryTotals';
import { summaryRows } from './summary-lines';

interface CartSummaryProps {
  /** The server's priced cart; null before the first sync. */
  priced: PricedCart | null;
  /** True while a newer sync is on its way: the amounts are about to change. */
  syncing: boolean;
  /** Reserved seating: each ticket's row and seat are listed (general admission has none). */
  showSeats: boolean;
}

/**
 * The order summary beside every checkout step (below on phones): tickets, handling fees, booking fee, products,
 * vouchers, total and amount due, all as the server priced them (ADR 0009); the seats of each ticket.
 */
export function CartSummary({ priced, syncing, showSeats }: CartSummaryProps) {
  const { locale } = useLocale();
  const price = (shekels: number) => formatPrice(shekels, locale);
  const rows = priced ? summaryRows(priced) : null;
  return (
    <section
      className="cart-summary"
      aria-labelledby="cart-summary-title"
      aria-busy={syncing}
      data-testid="cart-summary"
      data-syncing={syncing ? 'true' : 'false'}
    >
      <h2 id="cart-summary-title" className="cart-summary__title">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      {!priced || !rows ? (
        <p className="cart-summary__empty" data-testid="cart-summary-empty">
          <FormattedMessage id="checkout.summary.empty" />
        </p>
      ) : (
        <dl className="cart-summary__list">
          {rows.tickets.map((row) => (
            <SummaryTicketRow
              key={`t-${row.name}-${String(row.unitPrice)}-${String(row.points)}-${String(row.oldTotal)}`}
              row={row}
              showSeats={showSeats}
              price={price}
            />
          ))}
          {rows.addons.map((row) => (
            <div className="cart-summary__row" key={`a-${row.name}-${String(row.unitPrice)}`} data-testid="summary-addon-row">
              <dt>
                <FormattedMessage id="checkout.summary.ticketRow" values={{ count: row.quantity, name: row.name }} />
              </dt>
              <dd>{price(row.total)}</dd>
            </div>
          ))}
          {priced.serviceChargeTotal !== 0 && (
            <div className="cart-summary__row" data-testid="summary-service-charge">
              <dt>
                <FormattedMessage id="checkout.summary.serviceCharge" />
              </dt>
              <dd>{price(priced.serviceChargeTotal)}</dd>
            </div>
          )}
          {priced.bookingFee !== 0 && (
            <div className="cart-summary__row" data-testid="summary-booking-fee">
              <dt>
                <FormattedMessage id="checkout.summary.bookingFee" />
              </dt>
              <dd>{price(priced.bookingFee)}</dd>
            </div>
          )}
          {priced.products.map((p) => (
            <div className="cart-summary__row" key={`p-${String(p.id)}`} data-testid="summary-product-row">
              <dt>
                <FormattedMessage id="checkout.summary.ticketRow" values={{ count: p.quantity, name: p.name }} />
              </dt>
              <dd>{price(p.total)}</dd>
            </div>
          ))}
          <SummaryTotals priced={priced} />
        </dl>
      )}
    </section>
  );
}
