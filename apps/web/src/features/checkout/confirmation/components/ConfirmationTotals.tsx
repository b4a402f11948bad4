import type { CommitResponse } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { paidByMessage } from '../utils/payment-wording';

/** The confirmation's charges: products, service charge, booking fee, the total, and how it was paid. */
export function ConfirmationTotals({ reservation: r }: { reservation: NonNullable<CommitResponse['reservation']> }) {
  const { locale } = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  return (
    <dl className="confirmation__totals" data-testid="confirmation-totals">
      {r.products.map((product) => (
        <div key={product.id} className="confirmation__line">
          <dt>
            <FormattedMessage id="confirmation.product" values={{ name: product.name, quantity: product.quantity }} />
          </dt>
          <dd>{price(product.total)}</dd>
        </div>
      ))}
      <div className="confirmation__line">
        <dt>
          <FormattedMessage id="confirmation.serviceCharge" />
        </dt>
        <dd>{price(r.serviceChargeTotal)}</dd>
      </div>
      {r.bookingFee > 0 && (
        <div className="confirmation__line">
          <dt>
            <FormattedMessage id="confirmation.bookingFee" />
          </dt>
          <dd>{price(r.bookingFee)}</dd>
        </div>
      )}
      <div className="confirmation__line confirmation__line--total">
        <dt>
          <FormattedMessage id="confirmation.total" />
        </dt>
        <dd data-testid="confirmation-total">{price(r.total)}</dd>
      </div>
      {r.paidByVouchers > 0 && (
        <div className="confirmation__line">
          <dt>
            <FormattedMessage id="confirmation.paidByVouchers" />
          </dt>
          <dd>{price(r.paidByVouchers)}</dd>
        </div>
      )}
      {r.paidByCard > 0 && (
        <div className="confirmation__line">
          <dt data-testid="confirmation-paid-by" data-method={r.paymentMethod ?? undefined}>
            <FormattedMessage id={paidByMessage(r)} values={{ last4: r.cardLast4 ?? '' }} />
          </dt>
          <dd>{price(r.paidByCard)}</dd>
        </div>
      )}
    </dl>
  );
}
