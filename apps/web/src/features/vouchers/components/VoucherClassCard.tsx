import type { SystemVoucherClassOffer } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { QuantityStepper } from '../../checkout';
import type { useVoucherChoice } from '../hooks/use-voucher-choice';
import { OpenValueField } from './OpenValueField';

interface VoucherClassCardProps {
  offer: SystemVoucherClassOffer;
  choice: ReturnType<typeof useVoucherChoice>;
  /** The id of the order-limit text, when + cannot add. */
  limitId: string | undefined;
  /** The open price whose amount Continue found missing or wrong. */
  badAmountPriceId: number | null;
}

/** One voucher class: name, description, validity, terms, and a stepper (with an amount for an open value) per price. */
export function VoucherClassCard({ offer, choice, limitId, badAmountPriceId }: VoucherClassCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = `voucher-class-${offer.SystemVoucherClassId}`;
  const priceText = (p: SystemVoucherClassOffer['Prices'][number]) => {
    if (offer.IsOpenValue) return null;
    const worth =
      p.TicketQuantity !== null
        ? intl.formatMessage({ id: 'vouchers.price.tickets' }, { count: p.TicketQuantity })
        : p.Value !== null && p.Value !== p.Price
          ? intl.formatMessage({ id: 'vouchers.price.value' }, { value: formatPrice(p.Value, locale) })
          : null;
    return [formatPrice(p.Price, locale), worth].filter(Boolean).join(' · ');
  };
  return (
    <li className="voucher-class" aria-labelledby={headingId} data-testid="voucher-class" data-class-id={offer.SystemVoucherClassId}>
      <h3 id={headingId} className="voucher-class__name">
        {offer.Name}
      </h3>
      {offer.Description ? <p className="voucher-class__description">{offer.Description}</p> : null}
      <p className="voucher-class__validity">
        <FormattedMessage id="vouchers.validity" values={{ days: offer.ValidityDays }} />
      </p>
      <ul className="voucher-prices">
        {offer.Prices.map((p) => {
          const name = offer.IsOpenValue ? offer.Name : `${offer.Name} – ${p.Name}`;
          const quantity = choice.choice.quantities[p.SystemVoucherPriceId] ?? 0;
          return (
            <li key={p.SystemVoucherPriceId} className="voucher-price" data-testid="voucher-price" data-price-id={p.SystemVoucherPriceId}>
              <div className="voucher-price__text">
                <span className="voucher-price__name">{offer.IsOpenValue ? null : p.Name}</span>
                <span className="voucher-price__amount">{priceText(p)}</span>
              </div>
              {offer.IsOpenValue ? (
                <OpenValueField
                  priceId={p.SystemVoucherPriceId}
                  min={offer.MinPrice}
                  max={offer.MaxPrice}
                  text={choice.choice.amounts[p.SystemVoucherPriceId] ?? ''}
                  required={badAmountPriceId === p.SystemVoucherPriceId}
                  onChange={(text) => choice.type(p.SystemVoucherPriceId, text)}
                />
              ) : null}
              <QuantityStepper
                quantity={quantity}
                addLabel={intl.formatMessage({ id: 'vouchers.price.add' }, { name })}
                removeLabel={intl.formatMessage({ id: 'vouchers.price.remove' }, { name })}
                canAdd={choice.canAdd}
                canRemove={quantity > 0}
                busy={false}
                onAdd={() => choice.add(p.SystemVoucherPriceId)}
                onRemove={() => choice.remove(p.SystemVoucherPriceId)}
                testId={`voucher-price-${p.SystemVoucherPriceId}`}
                addDescribedBy={limitId}
              />
            </li>
          );
        })}
      </ul>
      {offer.Terms ? (
        <details className="voucher-class__terms">
          <summary>
            <FormattedMessage id="vouchers.terms" />
          </summary>
          <p>{offer.Terms}</p>
        </details>
      ) : null}
    </li>
  );
}
