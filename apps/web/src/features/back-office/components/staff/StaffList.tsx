import type { ManagedStaffUser } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import type { StaffChange } from '../../hooks/use-staff-users';
import { RoleSelect } from './RoleSelect';

/**
 * The business's staff: each user's role (changed at once), status, disable/enable, password reset and removal from
 * this business.
 */
export function StaffList({
  users,
  busy,
  onChange,
}: {
  users: readonly ManagedStaffUser[];
  busy: boolean;
  onChange(change: StaffChange, user: ManagedStaffUser): void;
}) {
  const intl = useIntl();
  const t = (id: LiveMessageKey, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <table className="manage-table" data-testid="staff-list">
      <thead>
        <tr>
          <th scope="col">{t('live.staff.name')}</th>
          <th scope="col">{t('live.staff.username')}</th>
          <th scope="col">{t('live.staff.role')}</th>
          <th scope="col">{t('live.staff.status')}</th>
          <th scope="col">{t('live.staff.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => {
          const name = `${u.firstName} ${u.lastName}`;
          return (
            <tr key={u.id} data-testid="staff-row" data-username={u.username}>
              <th scope="row">{name}</th>
              <td dir="ltr">{u.username}</td>
              <td>
                <RoleSelect
                  value={u.role}
                  label={t('live.staff.roleNamed', { name })}
                  testId="staff-row-role"
                  disabled={busy}
                  onChange={(role) => onChange({ kind: 'role', userId: u.id, role }, u)}
                />
              </td>
              <td data-testid="staff-row-status">
                <FormattedMessage id={u.active ? 'live.staff.active' : 'live.staff.disabled'} />
              </td>
              <td className="manage-table__actions manage-form__row">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={t(u.active ? 'live.staff.disableNamed' : 'live.staff.enableNamed', { name })}
                  data-testid="staff-row-active"
                  onClick={() => onChange({ kind: 'active', userId: u.id, active: !u.active }, u)}
                >
                  <FormattedMessage id={u.active ? 'live.staff.disable' : 'live.staff.enable'} />
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={t('live.staff.resetNamed', { name })}
                  data-testid="staff-row-reset"
                  onClick={() => onChange({ kind: 'password', userId: u.id }, u)}
                >
                  <FormattedMessage id="live.staff.resetPassword" />
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={t('live.staff.removeNamed', { name })}
                  data-testid="staff-row-remove"
                  onClick={() => onChange({ kind: 'remove', userId: u.id }, u)}
                >
                  <FormattedMessage id="live.staff.remove" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
