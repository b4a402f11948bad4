import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useItemCheckout } from '../hooks/use-item-checkout';
import { choicePathOf, pendingOrderKindOf } from '../utils/item-steps';
import type { PendingOrderKind } from '../utils/pending-order';
import { ItemConfirmation } from './ItemConfirmation';
import { ItemOrderSteps } from './ItemOrderSteps';
import '../../../styles/checkout.css';
import './item-checkout.css';

/** /checkout/{kind}: the checkout of a gift voucher, membership or donation order chosen on the kind's own page. */
export function ItemCheckoutPage() {
  const kind = pendingOrderKindOf(useParams().kind);
  if (!kind) return <NotFoundPage />;
  return <ItemCheckout key={kind} kind={kind} />;
}

function ItemCheckout({ kind }: { kind: PendingOrderKind }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: `itemCheckout.title.${kind}` }));
  const checkout = useItemCheckout(kind);
  return (
    <div className="item-checkout" data-testid="item-checkout" data-kind={kind} data-step={checkout.step}>
      <h1 className="item-checkout__title">
        <FormattedMessage id={`itemCheckout.title.${kind}`} />
      </h1>
      {checkout.done ? (
        <ItemConfirmation done={checkout.done} />
      ) : checkout.order && checkout.cart ? (
        <ItemOrderSteps kind={kind} order={checkout.order} cart={checkout.cart} checkout={checkout} />
      ) : (
        <PageNotice
          title={<FormattedMessage id="itemCheckout.empty.title" />}
          testId="item-checkout-empty"
          action={
            <LocalizedLink to={choicePathOf(kind)} className="button button--primary" data-testid="item-checkout-choose">
              <FormattedMessage id={`itemCheckout.choose.${kind}`} />
            </LocalizedLink>
          }
        >
          <p>
            <FormattedMessage id={`itemCheckout.empty.${kind}`} />
          </p>
        </PageNotice>
      )}
    </div>
  );
}
