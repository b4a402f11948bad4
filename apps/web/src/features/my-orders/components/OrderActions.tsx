import type { CustomerReservation } from '@kupa/contracts';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { SendTicketsForm } from '../../edocument';
import { formatPrice } from '../../../lib/format/price';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useAppConfig } from '../../../lib/config/config-context';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useCancelOrder } from '../hooks/use-my-reservations';
import { hasUsableTickets } from '../utils/order-facts';
import { CancelOrderDialog } from './CancelOrderDialog';

/** An order's actions: open its e-ticket, send it by SMS, cancel it (with confirmation) when the business allows. */
export function OrderActions({ entry }: { entry: CustomerReservation }) {
  const { reservation, cancellation, display } = entry;
  const id = reservation.reservationIdentifier;
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(id);
  const amounts = cancellation.amounts;

  return (
    <div className="my-orders__actions">
      {cancel.isSuccess ? (
        <p role="status" className="my-orders__done" data-testid="cancel-done">
          <FormattedMessage
            id="myOrders.cancel.done"
            values={{ number: <bdi key="number">{id}</bdi>, refund: formatPrice(cancel.data.amounts.totalRefund, locale) }}
          />
        </p>
      ) : null}
      {hasUsableTickets(display) ? (
        <div className="my-orders__buttons">
          <LocalizedLink
            to={`/edocument/${encodeURIComponent(reservation.documentKey)}`}
            className="button button--secondary"
            data-testid="open-eticket"
          >
            <FormattedMessage id="myOrders.openTicket" />
          </LocalizedLink>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={sending}
            onClick={() => setSending((s) => !s)}
            data-testid="toggle-send"
          >
            <FormattedMessage id={sending ? 'myOrders.hideSend' : 'myOrders.sendTickets'} />
          </button>
          {cancellation.cancellable && amounts ? (
            <button
              type="button"
              className="button button--secondary my-orders__cancel"
              onClick={() => setConfirming(true)}
              data-testid="cancel-order"
            >
              <FormattedMessage id="myOrders.cancel" />
            </button>
          ) : null}
        </div>
      ) : null}
      {cancellation.cancellable && cancellation.deadline ? (
        <p className="my-orders__deadline">
          <FormattedMessage id="myOrders.cancelUntil" values={{ deadline: formatShowDateTime(cancellation.deadline, locale, timeZone) }} />
        </p>
      ) : null}
      {sending && hasUsableTickets(display) ? <SendTicketsForm reservationIdentifier={id} /> : null}
      {amounts ? (
        <CancelOrderDialog
          open={confirming && !cancel.isSuccess}
          reservationIdentifier={id}
          paid={reservation.total}
          amounts={amounts}
          working={cancel.isPending}
          error={cancel.error}
          onConfirm={() => {
            if (!cancel.isPending) cancel.mutate();
          }}
          onClose={() => {
            setConfirming(false);
            cancel.reset();
          }}
        />
      ) : null}
    </div>
  );
}
