import type { StaffDiscountCode, StaffTicketType } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The business's discount codes with the ticket type each unlocks, its uses and state; each can be edited. */
export function DiscountCodeList({
  codes,
  types,
  editing,
  onEdit,
}: {
  codes: readonly StaffDiscountCode[];
  types: readonly StaffTicketType[];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const typeName = (id: number) => {
    const type = types.find((t) => t.id === id);
    return type ? (locale === 'he' ? type.nameHe : type.nameEn) : String(id);
  };
  const used = (c: StaffDiscountCode) => (c.maxUses === null ? String(c.usedCount) : `${c.usedCount} / ${c.maxUses}`);
  return (
    <table className="manage-table" data-testid="discount-code-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.prices.code' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.prices.codeType' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.prices.used' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.prices.status' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.prices.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {codes.map((c) => (
          <tr key={c.id} data-testid="discount-code-row" aria-current={c.id === editing || undefined}>
            <th scope="row" dir="ltr">
              {c.code}
            </th>
            <td>{typeName(c.ticketTypeId)}</td>
            <td>{used(c)}</td>
            <td>{intl.formatMessage({ id: c.disabled ? 'live.prices.disabled' : 'live.prices.active' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(c.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.prices.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.prices.editCodeNamed' }, { code: c.code })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
