import type { CancellationAmounts } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useFailureText } from '../../../lib/i18n/use-error-text';

interface CancelOrderDialogProps {
  open: boolean;
  reservationIdentifier: string;
  paid: number;
  amounts: CancellationAmounts;
  working: boolean;
  /** The refusal of the last attempt (NOTHING_TO_CANCEL, BALANCE_IS_DUE ...), shown in the dialog. */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Spec 4: an order is cancelled only after the customer confirms, having seen what is kept (the cancellation charge
 * and the service charge, which is not refunded) and what comes back. "Keep the order" comes first: it gets the focus.
 */
export function CancelOrderDialog({
  open,
  reservationIdentifier,
  paid,
  amounts,
  working,
  error,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const { locale } = useLocale();
  const intl = useIntl();
  const failureText = useFailureText();
  const id = useId();
  const rows: Array<[MessageKey, number, string]> = [
    ['myOrders.cancel.paid', paid, 'paid'],
    ['myOrders.cancel.charge', amounts.cancellationCharge, 'charge'],
    ['myOrders.cancel.nonRefundable', amounts.nonRefundable, 'non-refundable'],
    ['myOrders.cancel.toPaymentMethod', amounts.refundToPaymentMethod, 'to-card'],
    ['myOrders.cancel.toVouchers', amounts.refundToVouchers, 'to-vouchers'],
  ];
  return (
    <ModalDialog
      open={open}
      titleId={`${id}-title`}
      descriptionId={`${id}-intro`}
      role="alertdialog"
      onCancel={working ? undefined : onClose}
      testId="cancel-order-dialog"
      className="my-orders__dialog"
    >
      <h2 id={`${id}-title`} className="my-orders__dialog-title">
        <FormattedMessage id="myOrders.cancel.title" values={{ number: <bdi key="number">{reservationIdentifier}</bdi> }} />
      </h2>
      <p id={`${id}-intro`}>
        <FormattedMessage id="myOrders.cancel.intro" />
      </p>
      <dl className="my-orders__amounts">
        {rows
          .filter(([, value, name]) => value > 0 || name === 'paid' || name === 'charge')
          .map(([label, value, name]) => (
            <div key={name} className="my-orders__amount">
              <dt>{intl.formatMessage({ id: label })}</dt>
              <dd data-testid={`cancel-${name}`}>{formatPrice(value, locale)}</dd>
            </div>
          ))}
        <div className="my-orders__amount my-orders__amount--total">
          <dt>
            <FormattedMessage id="myOrders.cancel.totalRefund" />
          </dt>
          <dd data-testid="cancel-total-refund">{formatPrice(amounts.totalRefund, locale)}</dd>
        </div>
      </dl>
      {error ? (
        <p className="my-orders__error" role="alert" data-testid="cancel-error">
          {failureText(error)}
        </p>
      ) : null}
      <div className="my-orders__dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={working} data-testid="cancel-keep">
          <FormattedMessage id="myOrders.cancel.keep" />
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} aria-disabled={working} data-testid="cancel-confirm">
          <FormattedMessage id={working ? 'myOrders.cancel.working' : 'myOrders.cancel.confirm'} />
        </button>
      </div>
    </ModalDialog>
  );
}
