import type { CartPayload, PricedCart } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { Spinner } from '../../../../components/ui/Spinner';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import type { OrderContext } from '../../flow/order-context';
import { FormTextField } from '../../customer-info/components/FormTextField';
import { useVoucherEntry } from '../hooks/use-voucher-entry';
import { catalogueCode, VOUCHER_PROBLEM_CODES } from '../utils/voucher-cart';
import { AddedVoucherList } from './AddedVoucherList';
import { VoucherAmountForm } from './VoucherAmountForm';

interface VoucherPaymentDialogProps {
  open: boolean;
  context: OrderContext;
  cart: CartPayload;
  priced: PricedCart;
  updateCart: CheckoutStepProps['updateCart'];
  onClose(): void;
}

/** The voucher payment dialog (spec 2; spec 4 "validate, add, remove"): gift vouchers pay part or all of the order. */
export function VoucherPaymentDialog(props: VoucherPaymentDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={props.open} titleId={`${id}-title`} onCancel={props.onClose} testId="voucher-dialog" className="checkout-dialog">
      {props.open && <VoucherPanel {...props} titleId={`${id}-title`} />}
    </ModalDialog>
  );
}

function VoucherPanel({ titleId, context, priced, updateCart, onClose }: VoucherPaymentDialogProps & { titleId: string }) {
  const id = useId();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const entry = useVoucherEntry({ context, priced, updateCart });
  const { voucher, busy } = entry;

  const problems = priced.problems.filter((p) => VOUCHER_PROBLEM_CODES.has(p.code));
  const problemText = (p: PricedCart['problems'][number]) => {
    const code = catalogueCode(p.code);
    return code ? codeText(code, p.details) : p.message;
  };
  return (
    <div className="checkout-dialog__content" aria-busy={busy} data-testid="voucher-panel">
      <div className="checkout-dialog__header">
        <h2 id={titleId} className="checkout-dialog__title">
          <FormattedMessage id="payment.voucher.title" />
        </h2>
        <button type="button" className="button button--link checkout-dialog__close" onClick={onClose} data-testid="voucher-close">
          <FormattedMessage id="payment.voucher.done" />
        </button>
      </div>
      <p className="amount-due" data-testid="voucher-amount-due">
        <span>
          <FormattedMessage id="payment.amountDue" />
        </span>
        <span className="amount-due__value">{formatPrice(priced.amountDue, locale)}</span>
      </p>

      <form className="checkout-form" noValidate onSubmit={(e) => void entry.validate(e)}>
        <FormTextField
          id={`${id}-reference`}
          label={<FormattedMessage id="payment.voucher.reference" />}
          value={entry.reference}
          required
          error={entry.referenceError}
          autoComplete="off"
          maxLength={40}
          testId="voucher-code"
          onChange={entry.editReference}
        />
        <button type="submit" className="button button--secondary" data-testid="voucher-apply" disabled={busy}>
          {busy && !voucher && <Spinner />}
          <FormattedMessage id="payment.voucher.validate" />
        </button>
      </form>

      {voucher && (
        <VoucherAmountForm
          idPrefix={id}
          voucher={voucher}
          amount={entry.amount}
          error={entry.amountError}
          busy={busy}
          onAmountChange={entry.editAmount}
          onSubmit={(e) => void entry.add(e)}
        />
      )}

      {priced.voucherPayments.length > 0 && (
        <AddedVoucherList idPrefix={id} vouchers={priced.voucherPayments} busy={busy} onRemove={(v) => void entry.remove(v)} />
      )}
      {problems.map((p) => (
        <p key={`${p.code}-${p.lineIndex ?? ''}`} className="checkout-alert" role="alert" data-testid="voucher-problem" data-code={p.code}>
          {problemText(p)}
        </p>
      ))}
      {entry.listError && (
        <p className="checkout-alert" role="alert">
          {entry.listError}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {entry.announcement}
      </p>
    </div>
  );
}
