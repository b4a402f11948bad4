import type { AuditEntryView } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/config/config-context';
import { AuditDiff } from './AuditDiff';

/** Entries of the audit log, newest first: when, who, what, and the change. */
export function AuditList({ entries }: { entries: readonly AuditEntryView[] }) {
  const intl = useIntl();
  const { timeZone } = useAppConfig();
  const who = (e: AuditEntryView) => {
    if (e.actorName) return e.actorName;
    if (e.actorKind === 'system') return intl.formatMessage({ id: 'live.audit.system' });
    if (e.actorKind === 'customer' || e.actorKind === 'buyer') return intl.formatMessage({ id: 'live.audit.customer' });
    return e.actorId ?? '';
  };
  return (
    <table className="manage-table" data-testid="audit-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.when' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.who' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.what' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.change' })}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} data-testid="audit-row" data-action={e.action}>
            <td>
              <time dateTime={e.at}>{intl.formatDate(e.at, { dateStyle: 'short', timeStyle: 'medium', timeZone })}</time>
            </td>
            <td>{who(e)}</td>
            <td dir="ltr">{intl.formatMessage({ id: 'live.audit.whatValue' }, { action: e.action, entity: e.entity, id: e.entityId })}</td>
            <td>
              <AuditDiff before={e.before} after={e.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
