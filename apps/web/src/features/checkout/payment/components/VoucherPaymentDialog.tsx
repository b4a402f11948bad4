import type { CartPayload, PricedCart, ValidatedVoucher } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { Spinner } from '../../../../components/ui/Spinner';
import { formatBusinessDate } from '../../../../lib/format/date-time';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { presentationIdOf, type OrderContext } from '../../flow/order-context';
import { FormTextField } from '../../customer-info/components/FormTextField';
import { validateVoucher } from '../api/validate-voucher';
import { defaultVoucherAmount, parseVoucherAmount } from '../utils/voucher-amount';
import { catalogueCode, VOUCHER_PROBLEM_CODES, withoutVoucher, withVoucher } from '../utils/voucher-cart';

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
  const intl = useIntl();
  const id = useId();
  const { locale } = useLocale();
  const failureText = useFailureText();
  const codeText = useErrorCodeText();
  const [reference, setReference] = useState('');
  const [voucher, setVoucher] = useState<ValidatedVoucher | null>(null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  async function validate(e: FormEvent) {
    e.preventDefault();
    const code = reference.trim();
    if (code === '') {
      setReferenceError(intl.formatMessage({ id: 'customer.validation.required' }));
      return;
    }
    setBusy(true);
    setReferenceError(null);
    try {
      const found = await validateVoucher(code, presentationIdOf(context));
      setVoucher(found);
      setAmount(String(defaultVoucherAmount(found.balance, priced.amountDue)));
    } catch (error) {
      setVoucher(null);
      setReferenceError(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!voucher) return;
    const value = parseVoucherAmount(amount, voucher.balance);
    if (value === undefined) {
      setAmountError(intl.formatMessage({ id: 'payment.voucher.amountInvalid' }, { max: formatPrice(voucher.balance, locale) }));
      return;
    }
    setBusy(true);
    setAmountError(null);
    try {
      await updateCart((c) => withVoucher(c, { systemVoucher: voucher.systemVoucher, amount: value, id: voucher.id }));
      setAnnouncement(intl.formatMessage({ id: 'payment.voucher.added' }, { reference: voucher.systemVoucher }));
      setVoucher(null);
      setReference('');
      setAmount('');
    } catch (error) {
      // The flow undoes a refused change of the cart; the buyer sees why.
      setAmountError(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(systemVoucher: string) {
    setBusy(true);
    setListError(null);
    try {
      await updateCart((c) => withoutVoucher(c, systemVoucher));
      setAnnouncement(intl.formatMessage({ id: 'payment.voucher.removed' }, { reference: systemVoucher }));
    } catch (error) {
      setListError(failureText(error));
    } finally {
      setBusy(false);
    }
  }

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

      <form className="checkout-form" noValidate onSubmit={(e) => void validate(e)}>
        <FormTextField
          id={`${id}-reference`}
          label={<FormattedMessage id="payment.voucher.reference" />}
          value={reference}
          required
          error={referenceError}
          autoComplete="off"
          maxLength={40}
          testId="voucher-code"
          onChange={(v) => {
            setReference(v);
            setVoucher(null);
            setReferenceError(null);
          }}
        />
        <button type="submit" className="button button--secondary" data-testid="voucher-apply" disabled={busy}>
          {busy && !voucher && <Spinner />}
          <FormattedMessage id="payment.voucher.validate" />
        </button>
      </form>

      {voucher && (
        <form className="checkout-form" noValidate onSubmit={(e) => void add(e)} data-testid="voucher-found">
          <p role="status">
            <FormattedMessage
              id="payment.voucher.found"
              values={{
                name: voucher.name,
                balance: formatPrice(voucher.balance, locale),
                expiry: formatBusinessDate(voucher.endDate, locale),
              }}
            />
          </p>
          <FormTextField
            id={`${id}-amount`}
            label={<FormattedMessage id="payment.voucher.amount" />}
            value={amount}
            required
            error={amountError}
            autoComplete="off"
            inputMode="decimal"
            maxLength={10}
            testId="voucher-amount"
            onChange={(v) => {
              setAmount(v);
              setAmountError(null);
            }}
          />
          <button type="submit" className="button button--primary" data-testid="voucher-add" disabled={busy}>
            {busy && <Spinner />}
            <FormattedMessage id="payment.voucher.add" />
          </button>
        </form>
      )}

      {priced.voucherPayments.length > 0 && (
        <section aria-labelledby={`${id}-added`}>
          <h3 id={`${id}-added`} className="field__label">
            <FormattedMessage id="payment.voucher.addedTitle" />
          </h3>
          <ul className="voucher-list" data-testid="voucher-list">
            {priced.voucherPayments.map((v) => (
              <li key={v.systemVoucher} className="voucher-list__item" data-testid="voucher-item" data-reference={v.systemVoucher}>
                <span>
                  <FormattedMessage
                    id="payment.voucher.line"
                    values={{
                      name: v.name,
                      reference: v.systemVoucher,
                      amount: formatPrice(v.amount, locale),
                      left: formatPrice(v.balanceAfter, locale),
                    }}
                  />
                </span>
                <button
                  type="button"
                  className="button button--link"
                  data-testid="voucher-remove"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'payment.voucher.removeNamed' }, { reference: v.systemVoucher })}
                  onClick={() => void remove(v.systemVoucher)}
                >
                  <FormattedMessage id="payment.voucher.remove" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {problems.map((p) => (
        <p key={`${p.code}-${p.lineIndex ?? ''}`} className="checkout-alert" role="alert" data-testid="voucher-problem" data-code={p.code}>
          {problemText(p)}
        </p>
      ))}
      {listError && (
        <p className="checkout-alert" role="alert">
          {listError}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
