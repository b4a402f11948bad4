import type { PricedCart } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';

interface AddedVoucherListProps {
  idPrefix: string;
  vouchers: PricedCart['voucherPayments'];
  busy: boolean;
  onRemove(systemVoucher: string): void;
}

/** The vouchers paying this order: the amount each pays and what is left on it, each with its Remove. */
export function AddedVoucherList({ idPrefix, vouchers, busy, onRemove }: AddedVoucherListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <section aria-labelledby={`${idPrefix}-added`}>
      <h3 id={`${idPrefix}-added`} className="field__label">
        <FormattedMessage id="payment.voucher.addedTitle" />
      </h3>
      <ul className="voucher-list" data-testid="voucher-list">
        {vouchers.map((v) => (
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
              onClick={() => onRemove(v.systemVoucher)}
            >
              <FormattedMessage id="payment.voucher.remove" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
