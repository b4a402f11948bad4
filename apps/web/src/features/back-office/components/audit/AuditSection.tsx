import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { NO_AUDIT_FILTER, type AuditFilter } from '../../api/staff-api';
import { useAuditLog } from '../../hooks/use-audit-log';
import type { SectionProps } from '../../sections';
import { AuditFilters } from './AuditFilters';
import { AuditList } from './AuditList';

/** The query field a refused search names (400 VALIDATION_ERROR, details.field "querystring.from"). */
function refusedQueryField(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  const field = error.details.field;
  return typeof field === 'string' && field.startsWith('querystring.') ? field.slice('querystring.'.length) : null;
}

/** The audit log (issue 13, ADR 0016): who changed what and when, with before and after, searchable and paged. */
export function AuditSection({ businessId }: SectionProps) {
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const query = useAuditLog(businessId, filter, page);
  const refused = refusedQueryField(query.error);
  if (query.isError && refused === null) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <section className="manage-panel" aria-labelledby="manage-audit-title">
      <h2 id="manage-audit-title" className="manage-panel__title">
        <FormattedMessage id="live.audit.filters" />
      </h2>
      <AuditFilters
        initial={filter}
        actors={data?.actors ?? []}
        entities={data?.entities ?? []}
        refusedField={refused}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {!data ? (
        !refused && <MonitorLoading />
      ) : data.entries.length === 0 ? (
        <p data-testid="audit-empty">
          <FormattedMessage id="live.audit.empty" />
        </p>
      ) : (
        <AuditList entries={data.entries} />
      )}
      <div className="manage-form__row" aria-live="polite">
        <button
          type="button"
          className="button button--secondary"
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
          data-testid="audit-newer"
        >
          <FormattedMessage id="live.audit.newer" />
        </button>
        <span data-testid="audit-page">
          <FormattedMessage id="live.audit.page" values={{ page }} />
        </span>
        <button
          type="button"
          className="button button--secondary"
          disabled={!data?.hasMore}
          onClick={() => setPage(page + 1)}
          data-testid="audit-older"
        >
          <FormattedMessage id="live.audit.older" />
        </button>
      </div>
    </section>
  );
}
