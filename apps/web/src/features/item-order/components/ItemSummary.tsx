import type { PricedCart } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { SummaryTotals } from '../../checkout';

/** The order summary of an item order: each priced item and product (name, quantity, unit price, total), the total and what is left to pay. */
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
          {priced.products.map((product) => (
            <tr key={`product-${String(product.id)}`} data-testid="item-summary-product">
              <th scope="row">{product.name}</th>
              <td className="item-summary__amount">{product.quantity}</td>
              <td className="item-summary__amount">{price(product.unitPrice)}</td>
              <td className="item-summary__amount" data-amount={product.total}>
                {price(product.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-summary__list">
        <SummaryTotals priced={priced} />
      </dl>
    </section>
  );
}
