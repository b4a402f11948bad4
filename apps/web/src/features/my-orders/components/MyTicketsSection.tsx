import type { CustomerReservation } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageLoading } from '../../../components/ui/PageLoadStates';
import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';
import { CheckoutMessagesProvider } from '../../../lib/i18n/CheckoutMessagesProvider';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { useMyReservations } from '../hooks/use-my-reservations';
import { OrderCard } from './OrderCard';
import './my-orders.css';

/** The customer area's "My tickets" section (issue 9): upcoming and past orders, each with its e-ticket and actions. */
export function MyTicketsSection() {
  return (
    <CheckoutMessagesProvider>
      <MyTickets />
    </CheckoutMessagesProvider>
  );
}

function MyTickets() {
  const query = useMyReservations();
  const failureText = useFailureText();
  return (
    <section className="my-orders" aria-labelledby="my-orders-title" data-testid="my-orders">
      <h2 id="my-orders-title" className="my-orders__title">
        <FormattedMessage id="myOrders.title" />
      </h2>
      {query.isPending ? (
        <PageLoading testId="my-orders-loading">
          <FormattedMessage id="myOrders.loading" />
        </PageLoading>
      ) : query.isError ? (
        <div className="notice notice--warning" data-testid="my-orders-error">
          <p className="notice__title">
            <FormattedMessage id="myOrders.loadError" />
          </p>
          <p role="alert">{failureText(query.error)}</p>
          <button type="button" className="button button--primary" onClick={() => void query.refetch()} data-testid="retry-button">
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      ) : (
        <>
          <OrderList
            title="myOrders.upcoming"
            empty="myOrders.empty.upcoming"
            entries={query.data.upcoming}
            testId="my-orders-upcoming"
            browse
          />
          <OrderList title="myOrders.past" empty="myOrders.empty.past" entries={query.data.past} testId="my-orders-past" />
        </>
      )}
    </section>
  );
}

interface OrderListProps {
  title: MessageKey;
  empty: MessageKey;
  entries: CustomerReservation[];
  testId: string;
  browse?: boolean;
}

function OrderList({ title, empty, entries, testId, browse = false }: OrderListProps) {
  return (
    <section className="my-orders__list" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="my-orders__list-title">
        <FormattedMessage id={title} />
      </h3>
      {entries.length === 0 ? (
        <div className="my-orders__empty" data-testid={`${testId}-empty`}>
          <p>
            <FormattedMessage id={empty} />
          </p>
          {browse ? (
            <LocalizedLink to="/" className="button button--secondary">
              <FormattedMessage id="myOrders.browse" />
            </LocalizedLink>
          ) : null}
        </div>
      ) : (
        <ul className="my-orders__cards">
          {entries.map((entry) => (
            <li key={entry.reservation.reservationIdentifier}>
              <OrderCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
