import type { Membership } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { QuantityStepper } from '../../checkout';
import type { Quantities } from '../utils/membership-selection';

interface MembershipPriceListProps {
  membership: Membership;
  quantities: Quantities;
  canAdd: boolean;
  locale: MessageLocale;
  onChange(priceId: number, delta: 1 | -1): void;
}

/** The prices of a membership, each with its quantity stepper (+ stops at the order's maximum). */
export function MembershipPriceList({ membership, quantities, canAdd, locale, onChange }: MembershipPriceListProps) {
  const intl = useIntl();
  return (
    <section className="membership__prices" aria-labelledby="membership-prices-title">
      <h2 id="membership-prices-title">
        <FormattedMessage id="memberships.prices" />
      </h2>
      <ul className="membership-prices">
        {membership.prices.map((p) => {
          const quantity = quantities[p.MembershipPriceId] ?? 0;
          return (
            <li key={p.MembershipPriceId} className="membership-price" data-testid="membership-price" data-price-code={p.PriceCode}>
              <div className="membership-price__about">
                <p className="membership-price__name">{p.Name}</p>
                <p className="membership-price__amount" data-testid="membership-price-amount">
                  {formatPrice(p.Price, locale)}
                </p>
              </div>
              <QuantityStepper
                quantity={quantity}
                addLabel={intl.formatMessage({ id: 'memberships.add' }, { name: p.Name })}
                removeLabel={intl.formatMessage({ id: 'memberships.remove' }, { name: p.Name })}
                canAdd={canAdd}
                canRemove={quantity > 0}
                busy={false}
                addDescribedBy={canAdd ? undefined : 'membership-limit'}
                onAdd={() => onChange(p.MembershipPriceId, 1)}
                onRemove={() => onChange(p.MembershipPriceId, -1)}
                testId={`membership-price-${p.PriceCode}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
