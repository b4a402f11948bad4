import type { VoucherView } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { VoucherQrCode } from './VoucherQrCode';

/** A voucher as its holder shows it: name, code and QR code, value or tickets left, dates and state (spec 4). */
export function VoucherDocument({ voucher }: { voucher: VoucherView }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const usable = voucher.state === 'active' || voucher.state === 'partiallyUsed';
  return (
    <article className={`voucher voucher--${voucher.state}`} data-testid="voucher-document" data-state={voucher.state}>
      <header className="voucher__header">
        <div className="voucher__text">
          <h1 className="voucher__name">{voucher.name}</h1>
          <p className="voucher__code-line">
            <span className="voucher__label">
              <FormattedMessage id="vouchers.page.code" />
            </span>
            <bdi dir="ltr" className="voucher__code" data-testid="voucher-reference">
              {voucher.reference}
            </bdi>
          </p>
        </div>
        <VoucherQrCode
          reference={voucher.reference}
          name={intl.formatMessage({ id: 'vouchers.page.qr' }, { reference: voucher.reference })}
        />
      </header>
      <dl className="voucher__facts">
        <div className="voucher__fact">
          <dt>
            <FormattedMessage id="vouchers.page.state" />
          </dt>
          <dd data-testid="voucher-state">
            <FormattedMessage id={`vouchers.page.state.${voucher.state}`} />
          </dd>
        </div>
        {voucher.kind === 'value' ? (
          <>
            <div className="voucher__fact">
              <dt>
                <FormattedMessage id="vouchers.page.value" />
              </dt>
              <dd data-testid="voucher-value">{formatPrice(voucher.initialValue ?? 0, locale)}</dd>
            </div>
            <div className="voucher__fact">
              <dt>
                <FormattedMessage id="vouchers.page.balance" />
              </dt>
              <dd data-testid="voucher-balance">{formatPrice(voucher.balance ?? 0, locale)}</dd>
            </div>
          </>
        ) : (
          <div className="voucher__fact">
            <dt>
              <FormattedMessage id="vouchers.page.tickets" />
            </dt>
            <dd data-testid="voucher-tickets">
              <FormattedMessage
                id="vouchers.page.ticketsLeft"
                values={{ left: Math.max(0, (voucher.quantity ?? 0) - voucher.redeemed), total: voucher.quantity ?? 0 }}
              />
            </dd>
          </div>
        )}
        <div className="voucher__fact">
          <dt>
            <FormattedMessage id="vouchers.page.validFrom" />
          </dt>
          <dd>{formatBusinessDate(voucher.startDate, locale)}</dd>
        </div>
        <div className="voucher__fact">
          <dt>
            <FormattedMessage id="vouchers.page.validUntil" />
          </dt>
          <dd data-testid="voucher-end-date">{formatBusinessDate(voucher.endDate, locale)}</dd>
        </div>
      </dl>
      {usable ? (
        <p className="voucher__how">
          <FormattedMessage id="vouchers.page.howToUse" />
        </p>
      ) : null}
      {voucher.terms ? <p className="voucher__terms">{voucher.terms}</p> : null}
      <button type="button" className="button button--secondary no-print" onClick={() => window.print()} data-testid="voucher-print">
        <FormattedMessage id="vouchers.page.print" />
      </button>
    </article>
  );
}
