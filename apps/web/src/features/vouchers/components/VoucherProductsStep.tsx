import type { CartProduct } from '@kupa/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../../components/ui/PageLoadStates';
import { formatPrice } from '../../../lib/format/price';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { useLocale } from '../../../lib/i18n/locale-context';
import { QuantityStepper } from '../../checkout';
import { useVoucherOrderProducts } from '../hooks/use-system-vouchers';
import { cartProductsOf, changeProductQuantity, MAX_PRODUCT_QUANTITY, type ProductQuantities } from '../utils/voucher-products';

interface VoucherProductsStepProps {
  businessId: number;
  onDone: (products: CartProduct[]) => void;
  onBack: () => void;
}

/**
 * The products step of a voucher order (spec 2: choose vouchers, authentication, products, customer info and payment):
 * the business's products with their quantities; skipped at once when it offers none (or they cannot be loaded).
 */
export function VoucherProductsStep({ businessId, onDone, onBack }: VoucherProductsStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const query = useVoucherOrderProducts(businessId, locale);
  const [quantities, setQuantities] = useState<ProductQuantities>({});
  const nothingOffered = query.isError || (query.data !== undefined && query.data.length === 0);
  const skipped = useRef(false);
  const skip = useStableCallback(() => {
    if (skipped.current) return;
    skipped.current = true;
    onDone([]);
  });
  useEffect(() => {
    if (nothingOffered) skip();
  }, [nothingOffered, skip]);

  if (!query.data || nothingOffered) {
    return (
      <PageLoading testId="voucher-products-loading">
        <FormattedMessage id="vouchers.products.loading" />
      </PageLoading>
    );
  }
  return (
    <section className="vouchers-form" aria-labelledby="voucher-products-title" data-testid="voucher-products">
      <h2 id="voucher-products-title" className="voucher-business__name">
        <FormattedMessage id="vouchers.products.title" />
      </h2>
      <p>
        <FormattedMessage id="vouchers.products.intro" values={{ max: MAX_PRODUCT_QUANTITY }} />
      </p>
      <ul className="voucher-prices">
        {query.data.map((p) => {
          const quantity = quantities[p.id] ?? 0;
          return (
            <li key={p.id} className="voucher-price" data-testid="voucher-product" data-product-id={p.id}>
              <div className="voucher-price__text">
                <span className="voucher-price__name">{p.name}</span>
                <span className="voucher-price__amount">{formatPrice(p.price, locale)}</span>
              </div>
              <QuantityStepper
                quantity={quantity}
                addLabel={intl.formatMessage({ id: 'vouchers.products.add' }, { name: p.name })}
                removeLabel={intl.formatMessage({ id: 'vouchers.products.remove' }, { name: p.name })}
                canAdd={quantity < MAX_PRODUCT_QUANTITY}
                canRemove={quantity > 0}
                busy={false}
                onAdd={() => setQuantities((q) => changeProductQuantity(q, p.id, 1))}
                onRemove={() => setQuantities((q) => changeProductQuantity(q, p.id, -1))}
                testId={`voucher-product-${p.id}`}
              />
            </li>
          );
        })}
      </ul>
      <div className="vouchers-form__footer">
        <button type="button" className="button button--secondary" onClick={onBack} data-testid="voucher-products-back">
          <FormattedMessage id="vouchers.products.back" />
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone([])} data-testid="voucher-products-skip">
          <FormattedMessage id="vouchers.products.skip" />
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => onDone(cartProductsOf(quantities))}
          data-testid="voucher-products-continue"
        >
          <FormattedMessage id="vouchers.continue" />
        </button>
      </div>
    </section>
  );
}
