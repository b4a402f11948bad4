import type { StaffPresentation } from '@kupa/contracts';
import { addDays, localDateOf } from '@kupa/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../../lib/format/date-time';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useSchedule } from '../../hooks/use-schedule';
import { useScheduleFilter } from '../../hooks/use-schedule-filter';
import type { SectionProps } from '../../sections';
import { emptyPattern } from '../../utils/pattern-draft';
import { CancelPresentationDialog } from './CancelPresentationDialog';
import { PatternForm } from './PatternForm';
import { PresentationTicketTypesForm } from './PresentationTicketTypesForm';
import { RescheduleForm } from './RescheduleForm';
import { ScheduleFilters } from './ScheduleFilters';
import { ScheduleList } from './ScheduleList';

/**
 * The schedule (issue 13): a weekly pattern creates presentations; the list, narrowed by the filters kept in the
 * address, cancels each coming one with refunds.
 */
export function ScheduleSection({ businessId }: SectionProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { locale } = useLocale();
  const { filter, cleared, apply } = useScheduleFilter();
  const { query, create, cancel, edit, ticketTypes } = useSchedule(businessId, filter);
  const [asking, setAsking] = useState<StaffPresentation | null>(null);
  const [editing, setEditing] = useState<StaffPresentation | null>(null);
  const [choosing, setChoosing] = useState<StaffPresentation | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const tomorrow = addDays(localDateOf(new Date()), 1);
  const titleOf = (p: StaffPresentation) => {
    const film = query.data?.features.find((f) => f.id === p.featureId);
    const name = film ? (locale === 'he' ? film.nameHe : film.nameEn) : String(p.featureId);
    return { name, when: `${formatBusinessDate(p.date, locale)} ${p.time}` };
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-pattern-title">
        <h2 id="manage-pattern-title" className="manage-panel__title">
          <FormattedMessage id="live.schedule.addTitle" />
        </h2>
        <PatternForm
          key={formKey}
          initial={emptyPattern(tomorrow, addDays(tomorrow, 6))}
          options={query.data}
          onSave={(pattern) => create.mutate(pattern, { onSuccess: () => setFormKey((k) => k + 1) })}
          state={create}
        />
        {create.isSuccess && (
          <p role="status" data-testid="pattern-created">
            <FormattedMessage id="live.schedule.created" values={{ count: create.data.length }} />
          </p>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-schedule-title">
        <h2 id="manage-schedule-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.schedule" />
        </h2>
        <p aria-live="polite" data-testid="cancel-result">
          {cancel.isError
            ? intl.formatMessage({ id: 'live.manage.saveFailed' }, { reason: failureText(cancel.error) })
            : cancel.data
              ? intl.formatMessage(
                  { id: 'live.schedule.cancelDone' },
                  { count: cancel.data.ordersCancelled, refused: cancel.data.ordersRefused.length },
                )
              : null}
        </p>
        {editing && (
          <RescheduleForm
            key={editing.id}
            presentation={editing}
            state={edit}
            onClose={() => setEditing(null)}
            onSave={(change) => edit.mutate({ id: editing.id, change }, { onSuccess: () => setEditing(null) })}
          />
        )}
        {choosing && (
          <PresentationTicketTypesForm
            key={choosing.id}
            presentation={choosing}
            title={titleOf(choosing)}
            pricePolicies={query.data.pricePolicies}
            state={ticketTypes}
            onClose={() => setChoosing(null)}
            onSave={(ids) => ticketTypes.mutate({ id: choosing.id, ticketTypeIds: ids })}
          />
        )}
        <ScheduleFilters initial={filter} cleared={cleared} options={query.data} shown={query.data.presentations.length} onApply={apply} />
        <ScheduleList
          schedule={query.data}
          onCancel={setAsking}
          onTicketTypes={(p) => {
            ticketTypes.reset();
            setChoosing(p);
          }}
          onEdit={(p) => {
            edit.reset();
            setEditing(p);
          }}
        />
      </section>
      <CancelPresentationDialog
        presentation={asking}
        onClose={() => setAsking(null)}
        onConfirm={(p) => {
          setAsking(null);
          cancel.mutate(p.id);
        }}
      />
    </>
  );
}
