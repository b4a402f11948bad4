import { FormattedMessage, useIntl } from 'react-intl';
import { auditDiff } from '../../utils/audit-diff';

/** An entry's change: each field that differs, its value before and after. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const rows = auditDiff(before, after);
  if (rows.length === 0) {
    return (
      <span className="field__hint">
        <FormattedMessage id="live.audit.noDiff" />
      </span>
    );
  }
  return (
    <table className="manage-table manage-table--inner" data-testid="audit-diff">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.field' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.before' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.audit.after' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field}>
            <th scope="row" dir="ltr">
              {r.field}
            </th>
            <td>
              <del>{r.before}</del>
            </td>
            <td>
              <ins>{r.after}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
