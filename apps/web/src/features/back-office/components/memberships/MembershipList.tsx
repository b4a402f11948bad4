import type { StaffMembership } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The business's membership types with their code, prices and state; the one being edited is marked. */
export function MembershipList({
  memberships,
  editing,
  onEdit,
}: {
  memberships: readonly StaffMembership[];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = (m: StaffMembership) => (locale === 'he' ? m.nameHe : m.nameEn);
  return (
    <table className="manage-table" data-testid="membership-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.memberships.name' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.memberships.code' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.memberships.prices' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.memberships.state' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.memberships.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {memberships.map((m) => (
          <tr key={m.id} data-testid="membership-row" data-membership-id={m.id} aria-current={m.id === editing || undefined}>
            <th scope="row">{name(m)}</th>
            <td dir="ltr">{m.code}</td>
            <td>{intl.formatMessage({ id: 'live.memberships.pricesCount' }, { count: m.prices.length })}</td>
            <td>{intl.formatMessage({ id: m.isActive ? 'live.memberships.onSale' : 'live.memberships.retired' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(m.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.memberships.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.memberships.editNamed' }, { name: name(m) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
