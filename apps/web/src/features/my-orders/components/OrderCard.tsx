import type { CustomerReservation } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { DISPLAY_LABEL, orderFacts } from '../utils/order-facts';
import { OrderActions } from './OrderActions';

/** One order in "My tickets": what and when, its state (spec 4 Reservation displays), total and actions. */
export function OrderCard({ entry }: { entry: CustomerReservation }) {
  const { locale } = useLocale();
  const { reservation, display } = entry;
  const facts = orderFacts(entry);
  const titleId = `order-${reservation.reservationIdentifier}`;
  return (
    <article
      className={`my-orders__card my-orders__card--${display}`}
      aria-labelledby={titleId}
      data-testid="my-order"
      data-order={reservation.reservationIdentifier}
    >
      <header className="my-orders__card-head">
        <h4 id={titleId} className="my-orders__feature">
          {facts.featureName}
        </h4>
        <span className={`my-orders__state my-orders__state--${display}`} data-testid="order-state" data-state={display}>
          <FormattedMessage id={DISPLAY_LABEL[display]} />
        </span>
      </header>
      <dl className="my-orders__facts">
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="edocument.presentation.when" />
          </dt>
          <dd>
            <bdi dir="ltr">{facts.dateTime}</bdi>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="edocument.presentation.location" />
          </dt>
          <dd>{facts.place}</dd>
        </div>
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="edocument.reservationNumber" />
          </dt>
          <dd>
            <FormattedMessage
              id="myOrders.orderAndTickets"
              values={{ number: <bdi key="number">{reservation.reservationIdentifier}</bdi>, count: facts.tickets }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="myOrders.total" />
          </dt>
          <dd>{formatPrice(reservation.total, locale)}</dd>
        </div>
      </dl>
      <OrderActions entry={entry} />
    </article>
  );
}
