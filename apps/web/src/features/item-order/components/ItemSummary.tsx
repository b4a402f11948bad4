import type { PricedCart } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';

/** The order summary of an item order: each priced item (name, quantity, unit price, total), the total and what is left to pay. */
export function ItemSummary({ priced, syncing }: { priced: PricedCart; syncing: boolean }) {
  const { locale } = useLocale();
  const price = (shekels: number) => formatPrice(shekels, locale);
  return (
    <section className="cart-summary" aria-labelledby="item-summary-title" aria-busy={syncing} data-testid="item-summary">
      <h2 id="item-summary-title" className="cart-summary__title">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      <table className="item-summary__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="itemCheckout.summary.name" />
            </th>
            <th scope="col" className="item-summary__amount">
              <FormattedMessage id="itemCheckout.summary.quantity" />
            </th>
            <th scope="col" className="item-summary__amount">
              <FormattedMessage id="itemCheckout.summary.unitPrice" />
            </th>
            <th scope="col" className="item-summary__amount">
              <FormattedMessage id="itemCheckout.summary.lineTotal" />
            </th>
          </tr>
        </thead>
        <tbody>
          {priced.items.map((item) => (
            <tr key={`${item.kind}-${String(item.itemId)}-${String(item.unitPrice)}`} data-testid="item-summary-row">
              <th scope="row">{item.name}</th>
              <td className="item-summary__amount">{item.quantity}</td>
              <td className="item-summary__amount">{price(item.unitPrice)}</td>
              <td className="item-summary__amount" data-amount={item.total}>
                {price(item.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-summary__list">
        <div className="cart-summary__row cart-summary__row--total" data-testid="summary-total">
          <dt>
            <FormattedMessage id="checkout.summary.total" />
          </dt>
          <dd data-testid="summary-total-amount" data-amount={priced.total}>
            {price(priced.total)}
          </dd>
        </div>
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
            <FormattedMessage id="checkout.summary.amountDue" />
          </dt>
          <dd data-testid="summary-amount-due-value" data-amount={priced.amountDue}>
            {price(priced.amountDue)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
