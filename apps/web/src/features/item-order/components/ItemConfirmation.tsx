import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import type { ItemOrderDone } from '../utils/item-checkout-store';
import { choicePathOf } from '../utils/item-steps';
import { WatchLinks } from './WatchLinks';
import '../../../styles/confirmation.css';

/**
 * The confirmation of an item order (spec 2): the order number and the total paid; the gift voucher codes with their
 * voucher pages, the member numbers, or the thanks for a donation whose receipt went out by e-mail.
 */
export function ItemConfirmation({ done }: { done: ItemOrderDone }) {
  const id = useId();
  const { locale } = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const price = (amount: number) => formatPrice(amount, locale);
  return (
    <section className="confirmation" aria-labelledby={`${id}-title`} data-testid="item-confirmation" data-kind={done.kind}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="confirmation__title">
        <FormattedMessage id={`itemCheckout.done.title.${done.kind}`} />
      </h2>
      <p className="confirmation__number">
        <FormattedMessage
          id="itemCheckout.done.orderNumber"
          values={{
            number: (
              <strong key="n" dir="ltr" data-testid="item-confirmation-number">
                {done.reservationIdentifier}
              </strong>
            ),
          }}
        />
      </p>
      <dl className="confirmation__totals">
        {(done.products ?? []).map((p) => (
          <div className="confirmation__line" key={p.id} data-testid="item-confirmation-product">
            <dt>
              <FormattedMessage id="itemCheckout.done.product" values={{ name: p.name, quantity: p.quantity }} />
            </dt>
            <dd data-amount={p.total}>{price(p.total)}</dd>
          </div>
        ))}
        <div className="confirmation__line confirmation__line--total">
          <dt>
            <FormattedMessage id="itemCheckout.done.total" />
          </dt>
          <dd data-testid="item-confirmation-total" data-amount={done.total}>
            {price(done.total)}
          </dd>
        </div>
        {done.paidByVouchers > 0 && (
          <div className="confirmation__line">
            <dt>
              <FormattedMessage id="itemCheckout.done.paidByVouchers" />
            </dt>
            <dd>{price(done.paidByVouchers)}</dd>
          </div>
        )}
      </dl>
      {done.vouchers.length > 0 && (
        <div className="confirmation__block">
          <h3>
            <FormattedMessage id="itemCheckout.done.vouchers" />
          </h3>
          <ul className="item-confirmation__codes" data-testid="item-confirmation-vouchers">
            {done.vouchers.map((v) => (
              <li key={v.reference}>
                <LocalizedLink to={v.documentPath} data-testid="item-confirmation-voucher" data-reference={v.reference}>
                  <FormattedMessage id="itemCheckout.done.voucherLink" values={{ reference: <bdi dir="ltr">{v.reference}</bdi> }} />
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {done.memberNumbers.length > 0 && (
        <div className="confirmation__block">
          <h3>
            <FormattedMessage id="itemCheckout.done.memberNumbers" />
          </h3>
          <ul className="item-confirmation__codes" data-testid="item-confirmation-members">
            {done.memberNumbers.map((n) => (
              <li key={n} dir="ltr" data-testid="item-confirmation-member">
                {n}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(done.videos ?? []).length > 0 && <WatchLinks videos={done.videos ?? []} />}
      {done.kind === 'donations' && (
        <p data-testid="item-confirmation-receipt">
          <FormattedMessage id="itemCheckout.done.donationReceipt" />
        </p>
      )}
      <div className="checkout-actions">
        <LocalizedLink to={choicePathOf(done.kind)} className="button button--link">
          <FormattedMessage id={`itemCheckout.choose.${done.kind}`} />
        </LocalizedLink>
      </div>
    </section>
  );
}
