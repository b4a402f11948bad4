import type { AuditPageResponse } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditFilter } from '../../api/staff-api';
import { TextField } from '../TextField';

/** The audit log's search: who, what kind, which entity, the dates and free text; applied on Search. */
export function AuditFilters({
  initial,
  actors,
  entities,
  refusedField,
  onSearch,
}: {
  initial: AuditFilter;
  actors: AuditPageResponse['actors'];
  entities: readonly string[];
  refusedField: string | null;
  onSearch(filter: AuditFilter): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const set = (key: keyof AuditFilter) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <form className="manage-form" role="search" onSubmit={submit} noValidate data-testid="audit-filters">
      <div className="manage-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-actor`}>
            <FormattedMessage id="live.audit.actor" />
          </label>
          <select id={`${id}-actor`} className="field__control" value={draft.actorId} onChange={(e) => set('actorId')(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'live.audit.anyone' })}</option>
            {actors.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-entity`}>
            <FormattedMessage id="live.audit.entity" />
          </label>
          <select id={`${id}-entity`} className="field__control" value={draft.entity} onChange={(e) => set('entity')(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'live.audit.anything' })}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity} lang="en">
                {entity}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="live.audit.entityId"
          value={draft.entityId}
          onChange={set('entityId')}
          invalid={false}
          testId="audit-entity-id"
          lang="en"
        />
        <TextField
          label="live.audit.from"
          value={draft.from}
          onChange={set('from')}
          invalid={refusedField === 'from'}
          testId="audit-from"
          lang="en"
        />
        <TextField
          label="live.audit.to"
          value={draft.to}
          onChange={set('to')}
          invalid={refusedField === 'to'}
          testId="audit-to"
          lang="en"
        />
        <TextField label="live.audit.text" value={draft.q} onChange={set('q')} invalid={false} testId="audit-text" />
      </div>
      <button type="submit" className="button button--primary" data-testid="audit-search">
        <FormattedMessage id="live.audit.search" />
      </button>
    </form>
  );
}
