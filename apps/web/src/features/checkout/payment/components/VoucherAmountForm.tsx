import type { ValidatedVoucher } from '@kupa/contracts';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { formatBusinessDate } from '../../../../lib/format/date-time';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { FormTextField } from '../../customer-info/components/FormTextField';

interface VoucherAmountFormProps {
  idPrefix: string;
  voucher: ValidatedVoucher;
  amount: string;
  error: string | null;
  busy: boolean;
  onAmountChange(value: string): void;
  onSubmit(e: FormEvent): void;
}

/** The voucher found (its name, balance and expiry) and the amount of it to use on this order. */
export function VoucherAmountForm({ idPrefix, voucher, amount, error, busy, onAmountChange, onSubmit }: VoucherAmountFormProps) {
  const { locale } = useLocale();
  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} data-testid="voucher-found">
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
        id={`${idPrefix}-amount`}
        label={<FormattedMessage id="payment.voucher.amount" />}
        value={amount}
        required
        error={error}
        autoComplete="off"
        inputMode="decimal"
        maxLength={10}
        testId="voucher-amount"
        onChange={onAmountChange}
      />
      <button type="submit" className="button button--primary" data-testid="voucher-add" disabled={busy}>
        {busy && <Spinner />}
        <FormattedMessage id="payment.voucher.add" />
      </button>
    </form>
  );
}
