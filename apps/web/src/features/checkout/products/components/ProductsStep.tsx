import type { CartPayload } from '@kupa/contracts';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import { useTicketGroups } from '../../../seat-selection';
import { ProblemList } from '../../cart/components/ProblemList';
import { QuantityStepper } from '../../cart/components/QuantityStepper';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { StepNav } from '../../flow/components/StepNav';
import { ticketOfLine } from '../../tickets/utils/ticket-lines';
import { MAX_PRODUCT_QUANTITY, addonsOf, productQuantity, setProductQuantity, toggleAddon } from '../utils/product-lines';

/**
 * Step 3, choose products (spec 2): the presentation's concessions with quantities, and each ticket's add-ons as
 * check boxes. Nothing is required: Continue with nothing chosen goes on.
 */
export function ProductsStep({
  presentation: p,
  cart,
  priced,
  updateCart,
  syncing,
  onNext,
  onBack,
  isPaymentStep,
  orderType,
}: CheckoutStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const failureText = useFailureText();
  const groups = useTicketGroups(p.id, locale).data?.ticketGroups;
  const [syncError, setSyncError] = useState<unknown>(null);
  const lastSync = useRef<Promise<unknown>>(Promise.resolve());
  const products = cart.products ?? [];
  const lines = cart.seats ?? [];
  const price = (shekels: number) => formatPrice(shekels, locale);

  const sync = useStableCallback((change: (cart: CartPayload) => CartPayload) => {
    setSyncError(null);
    lastSync.current = updateCart(change).catch((error: unknown) => setSyncError(error));
  });

  const addonLines = groups
    ? lines.flatMap((line, index) => {
        const ticket = ticketOfLine(groups, line);
        const addons = ticket ? addonsOf(ticket) : [];
        return ticket && addons.length > 0 ? [{ line, index, ticket, addons }] : [];
      })
    : [];
  const problems = priced?.problems ?? [];

  return (
    <div className="products-step" data-testid="products-step">
      {p.products.length === 0 && addonLines.length === 0 && (
        <p className="products-step__none" data-testid="products-none">
          <FormattedMessage id="products.none" />
        </p>
      )}
      {p.products.length > 0 && (
        <section className="products-step__section" aria-labelledby="products-concessions-title">
          <h3 id="products-concessions-title" className="products-step__subtitle">
            <FormattedMessage id="products.concessions" />
          </h3>
          <ul className="product-list">
            {p.products.map((product) => {
              const quantity = productQuantity(products, product.id);
              return (
                <li key={product.id} className="product-row" data-testid="product-row" data-product-id={product.id}>
                  <div className="product-row__about">
                    <p className="product-row__name">{product.name}</p>
                    <p className="product-row__price">{price(product.price)}</p>
                  </div>
                  <QuantityStepper
                    quantity={quantity}
                    addLabel={intl.formatMessage({ id: 'products.add' }, { name: product.name })}
                    removeLabel={intl.formatMessage({ id: 'products.remove' }, { name: product.name })}
                    canAdd={quantity < MAX_PRODUCT_QUANTITY}
                    canRemove={quantity > 0}
                    busy={false}
                    onAdd={() =>
                      sync((c) => ({
                        ...c,
                        products: setProductQuantity(c.products ?? [], product.id, productQuantity(c.products ?? [], product.id) + 1, p.id),
                      }))
                    }
                    onRemove={() =>
                      sync((c) => ({
                        ...c,
                        products: setProductQuantity(c.products ?? [], product.id, productQuantity(c.products ?? [], product.id) - 1, p.id),
                      }))
                    }
                    testId={`product-${String(product.id)}`}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {addonLines.length > 0 && (
        <section className="products-step__section" aria-labelledby="products-addons-title">
          <h3 id="products-addons-title" className="products-step__subtitle">
            <FormattedMessage id="products.addons" />
          </h3>
          {addonLines.map(({ line, index, ticket, addons }, n) => (
            <fieldset key={index} className="addon-line" data-testid="addon-line" data-line-index={index}>
              <legend className="addon-line__legend">
                <FormattedMessage id="products.addons.line" values={{ number: n + 1, name: ticket.name }} />
              </legend>
              {addons.map((addon) => {
                const chosen = line.selectedAddons?.includes(addon.productId) ?? false;
                return (
                  <label key={addon.productId} className="addon-line__option">
                    <input
                      type="checkbox"
                      checked={chosen}
                      data-testid={`addon-${String(index)}-${String(addon.productId)}`}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        sync((c) => ({ ...c, seats: toggleAddon(c.seats ?? [], index, addon.productId, on) }));
                      }}
                    />
                    <FormattedMessage id="products.addons.option" values={{ name: addon.name, price: price(addon.price) }} />
                  </label>
                );
              })}
            </fieldset>
          ))}
        </section>
      )}
      <ProblemList problems={problems} testId="products-problems" />
      {syncError !== null && (
        <p className="checkout-field__error" role="alert" data-testid="products-sync-error">
          {failureText(syncError)}
        </p>
      )}
      <StepNav
        onBack={onBack}
        onContinue={() => void lastSync.current.then(() => onNext())}
        isPaymentStep={isPaymentStep ?? false}
        orderType={orderType ?? 'normal'}
        busy={syncing}
      />
    </div>
  );
}
