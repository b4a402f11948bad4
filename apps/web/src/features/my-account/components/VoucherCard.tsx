import type { CustomerVoucher } from '@kupa/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import type { VoucherAction } from '../hooks/use-voucher-actions';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="my-account__fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** One voucher of the customer (spec 3 Customer voucher view): code, benefit, state, what is left, dates; cancel and replace. */
export function VoucherCard({ voucher, onAction }: { voucher: CustomerVoucher; onAction(action: VoucherAction): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const date = (d: string) => formatBusinessDate(d, locale);
  return (
    <li
      className={`my-account__card my-account__card--${voucher.state}`}
      data-testid="my-voucher"
      data-reference={voucher.reference}
      data-state={voucher.state}
    >
      <h3 className="my-account__card-title">{voucher.name}</h3>
      <dl className="my-account__facts">
        <Fact label={<FormattedMessage id="myAccount.vouchers.code" />}>
          <bdi dir="ltr">{voucher.reference}</bdi>
        </Fact>
        <Fact label={<FormattedMessage id="myAccount.vouchers.state" />} testId="my-voucher-state">
          <span className={`my-account__badge my-account__badge--${voucher.state}`}>
            <FormattedMessage id={`myAccount.vouchers.state.${voucher.state}`} />
          </span>
        </Fact>
        {voucher.kind === 'value' ? (
          <>
            <Fact label={<FormattedMessage id="myAccount.vouchers.value" />}>{formatPrice(voucher.initialValue ?? 0, locale)}</Fact>
            <Fact label={<FormattedMessage id="myAccount.vouchers.balance" />} testId="my-voucher-balance">
              {formatPrice(voucher.balance ?? 0, locale)}
            </Fact>
          </>
        ) : (
          <>
            <Fact label={<FormattedMessage id="myAccount.vouchers.quantity" />}>{voucher.quantity ?? 0}</Fact>
            <Fact label={<FormattedMessage id="myAccount.vouchers.redeemed" />}>{voucher.redeemed}</Fact>
          </>
        )}
        <Fact label={<FormattedMessage id="myAccount.vouchers.purchased" />}>{date(voucher.purchaseDate.slice(0, 10))}</Fact>
        <Fact
          label={<FormattedMessage id={voucher.isForReplacement ? 'myAccount.vouchers.replacementUntil' : 'myAccount.vouchers.expires'} />}
          testId="my-voucher-end"
        >
          {date(voucher.endDate)}
        </Fact>
        {voucher.reservationIdentifier && (
          <Fact label={<FormattedMessage id="myAccount.vouchers.order" />}>
            <bdi dir="ltr">{voucher.reservationIdentifier}</bdi>
          </Fact>
        )}
      </dl>
      {(voucher.canCancel || voucher.canReplace) && (
        <div className="my-account__actions">
          {voucher.canReplace && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={intl.formatMessage({ id: 'myAccount.vouchers.replaceLabel' }, { code: voucher.reference })}
              data-testid="my-voucher-replace"
              onClick={() => onAction('replacement')}
            >
              <FormattedMessage id="myAccount.vouchers.replace" />
            </button>
          )}
          {voucher.canCancel && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={intl.formatMessage({ id: 'myAccount.vouchers.cancelLabel' }, { code: voucher.reference })}
              data-testid="my-voucher-cancel"
              onClick={() => onAction('cancel')}
            >
              <FormattedMessage id="myAccount.vouchers.cancel" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}
