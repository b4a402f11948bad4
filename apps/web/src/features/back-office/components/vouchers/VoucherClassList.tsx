import type { StaffVoucherClass } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The business's gift-voucher classes with what they pay for, their prices and state; the one being edited is marked. */
export function VoucherClassList({
  classes,
  editing,
  onEdit,
}: {
  classes: readonly StaffVoucherClass[];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = (c: StaffVoucherClass) => (locale === 'he' ? c.nameHe : c.nameEn);
  return (
    <table className="manage-table" data-testid="voucher-class-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.vouchers.name' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.vouchers.kind' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.vouchers.prices' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.vouchers.state' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.vouchers.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {classes.map((c) => (
          <tr key={c.id} data-testid="voucher-class-row" data-class-id={c.id} aria-current={c.id === editing || undefined}>
            <th scope="row">{name(c)}</th>
            <td>{intl.formatMessage({ id: c.kind === 'value' ? 'live.vouchers.kind.value' : 'live.vouchers.kind.tickets' })}</td>
            <td>{intl.formatMessage({ id: 'live.vouchers.pricesCount' }, { count: c.prices.length })}</td>
            <td>{intl.formatMessage({ id: c.isActive ? 'live.vouchers.onSale' : 'live.vouchers.retired' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(c.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.vouchers.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.vouchers.editNamed' }, { name: name(c) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
