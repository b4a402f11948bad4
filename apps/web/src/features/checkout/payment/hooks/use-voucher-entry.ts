import type { PricedCart, ValidatedVoucher } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { presentationIdOf, type OrderContext } from '../../flow/order-context';
import { validateVoucher } from '../api/validate-voucher';
import { defaultVoucherAmount, parseVoucherAmount } from '../utils/voucher-amount';
import { withoutVoucher, withVoucher } from '../utils/voucher-cart';

/**
 * The voucher dialog's state: the reference typed and validated, the amount to use from the voucher found (by default
 * what it can pay of the amount due), adding it to the cart and removing one added, each with its own error, and the
 * polite announcement of what was added or removed.
 */
export function useVoucherEntry(args: { context: OrderContext; priced: PricedCart; updateCart: CheckoutStepProps['updateCart'] }) {
  const { context, priced, updateCart } = args;
  const intl = useIntl();
  const { locale } = useLocale();
  const failureText = useFailureText();
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

  return {
    reference,
    voucher,
    amount,
    busy,
    referenceError,
    amountError,
    listError,
    announcement,
    validate,
    add,
    remove,
    /** A new reference typed: the voucher found before and its error go. */
    editReference(value: string) {
      setReference(value);
      setVoucher(null);
      setReferenceError(null);
    },
    editAmount(value: string) {
      setAmount(value);
      setAmountError(null);
    },
  };
}
