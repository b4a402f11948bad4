import type { CartPayload, PricedCart } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The dialog's title, its close button (disabled while a payment runs), the amount due and the vouchers applied. */
export function PaymentAmountHeader({
  titleId,
  cart,
  priced,
  nothingToCharge,
  closable,
  onClose,
}: {
  titleId: string;
  cart: CartPayload;
  priced: PricedCart;
  nothingToCharge: boolean;
  closable: boolean;
  onClose(): void;
}) {
  const { locale } = useLocale();
  return (
    <>
      <div className="checkout-dialog__header">
        <h2 id={titleId} className="checkout-dialog__title">
          <FormattedMessage id={nothingToCharge ? 'payment.titleComplete' : 'payment.title'} />
        </h2>
        <button
          type="button"
          className="button button--link checkout-dialog__close"
          onClick={onClose}
          disabled={!closable}
          data-testid="payment-close"
        >
          <FormattedMessage id="payment.close" />
        </button>
      </div>
      <p className="amount-due" data-testid="payment-amount-due">
        <span>
          <FormattedMessage id={cart.isHold ? 'payment.holdTotal' : 'payment.amountDue'} />
        </span>
        <span className="amount-due__value" data-amount={priced.amountDue}>
          {formatPrice(cart.isHold ? priced.total : priced.amountDue, locale)}
        </span>
      </p>
      {priced.voucherTotal > 0 && (
        <p className="checkout-form__note" data-testid="payment-voucher-total">
          <FormattedMessage id="payment.vouchersApplied" values={{ amount: formatPrice(priced.voucherTotal, locale) }} />
        </p>
      )}
    </>
  );
}
