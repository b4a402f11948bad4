import type { SeatplanVersion } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useFailureText } from '../../../../lib/i18n/use-error-text';

interface VersionListProps {
  versions: readonly SeatplanVersion[];
  chosen: number | null;
  onOpen(id: number): void;
  onDelete(id: number): void;
  deleting: { isPending: boolean; error: unknown };
}

/** A hall's plan versions: which is current, how many presentations use each; an unused one may be deleted. */
export function VersionList({ versions, chosen, onOpen, onDelete, deleting }: VersionListProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const t = (id: Parameters<typeof intl.formatMessage>[0]['id'], values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  if (versions.length === 0) return <p data-testid="plan-versions-empty">{t('live.halls.plan.noVersions')}</p>;
  return (
    <>
      <table className="manage-table" data-testid="plan-versions">
        <thead>
          <tr>
            <th scope="col">{t('live.halls.plan.version')}</th>
            <th scope="col">{t('live.halls.plan.name')}</th>
            <th scope="col">{t('live.halls.plan.capacity')}</th>
            <th scope="col">{t('live.halls.plan.presentations')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('live.halls.plan.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.id} data-testid="plan-version" data-version={v.version} aria-current={v.id === chosen || undefined}>
              <th scope="row">
                {v.version}
                {v.isDefault && <span className="manage-badge"> {t('live.halls.plan.current')}</span>}
              </th>
              <td>{v.name}</td>
              <td>{v.capacity}</td>
              <td>{v.presentations}</td>
              <td className="manage-table__actions">
                <button type="button" className="button button--secondary button--small" onClick={() => onOpen(v.id)}>
                  <span aria-hidden="true">{t('live.halls.plan.open')}</span>
                  <span className="visually-hidden">{t('live.halls.plan.openNamed', { version: v.version })}</span>
                </button>
                {v.presentations === 0 && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={deleting.isPending}
                    data-testid="plan-version-delete"
                    onClick={() => onDelete(v.id)}
                  >
                    <span aria-hidden="true">{t('live.halls.plan.delete')}</span>
                    <span className="visually-hidden">{t('live.halls.plan.deleteNamed', { version: v.version })}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting.error ? (
        <p className="field__hint" role="alert">
          {failureText(deleting.error)}
        </p>
      ) : null}
    </>
  );
}
