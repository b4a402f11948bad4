import type { PricedCart } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';

/**
 * The end of every order summary (tickets or items): the total, the points it costs, each voucher that pays part of
 * it, and what is left to pay (at the box office for a hold order), as the server priced them (ADR 0009).
 */
export function SummaryTotals({ priced }: { priced: PricedCart }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const price = (shekels: number) => formatPrice(shekels, locale);
  return (
    <>
      <div className="cart-summary__row cart-summary__row--total" data-testid="summary-total">
        <dt>
          <FormattedMessage id="checkout.summary.total" />
        </dt>
        <dd data-testid="summary-total-amount" data-amount={priced.total}>
          {price(priced.total)}
        </dd>
      </div>
      {priced.pointsTotal > 0 && (
        <div className="cart-summary__row" data-testid="summary-points">
          <dt>
            <FormattedMessage id="checkout.summary.pointsTotal" />
          </dt>
          <dd>{intl.formatMessage({ id: 'checkout.summary.points' }, { points: priced.pointsTotal })}</dd>
        </div>
      )}
      {priced.voucherPayments.map((v) => (
        <div className="cart-summary__row" key={`v-${v.systemVoucher}`} data-testid="summary-voucher-row">
          <dt>
            <FormattedMessage id="checkout.summary.voucher" values={{ name: v.name }} />
          </dt>
          <dd>{price(-v.amount)}</dd>
        </div>
      ))}
      <div className="cart-summary__row cart-summary__row--due" data-testid="summary-amount-due">
        <dt>
          <FormattedMessage id={priced.orderType === 'hold' ? 'checkout.summary.dueAtBoxOffice' : 'checkout.summary.amountDue'} />
        </dt>
        <dd data-testid="summary-amount-due-value" data-amount={priced.amountDue}>
          {price(priced.amountDue)}
        </dd>
      </div>
    </>
  );
}
