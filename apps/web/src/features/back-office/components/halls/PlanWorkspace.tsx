import type { SeatplanResponse, StaffTicketGroup, StaffVenue } from '@kupa/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { usePlanVersions } from '../../hooks/use-plan-designer';
import { newPlanDocument } from '../../utils/plan-draft';
import { PlanDesigner } from './PlanDesigner';
import { VersionList } from './VersionList';

interface PlanWorkspaceProps {
  businessId: number;
  venue: StaffVenue;
  ticketGroups: readonly StaffTicketGroup[];
  onClose(): void;
}

/** A hall's seat plans: its versions and the designer of the chosen one (or of a new plan). */
export function PlanWorkspace({ businessId, venue, ticketGroups, onClose }: PlanWorkspaceProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [chosen, setChosen] = useState<number | null>(venue.defaultSeatplanId);
  const [saved, setSaved] = useState<SeatplanResponse | null>(null);
  const { versions, plan, remove, refresh } = usePlanVersions(businessId, venue.id, chosen);
  const hallName = locale === 'he' ? venue.nameHe : venue.nameEn;
  const firstGroup = ticketGroups[0]?.id;
  let designer = null;
  if (chosen !== null && plan.isError) designer = <MonitorError error={plan.error} onRetry={() => void plan.refetch()} />;
  else if (chosen !== null && !plan.data) designer = <MonitorLoading />;
  else if (firstGroup === undefined)
    designer = <p data-testid="plan-no-groups">{intl.formatMessage({ id: 'live.halls.plan.noGroups' })}</p>;
  else {
    designer = (
      <PlanDesigner
        key={chosen ?? 'new'}
        businessId={businessId}
        venueId={venue.id}
        hallName={hallName}
        seatplanId={chosen}
        initial={plan.data && chosen !== null ? plan.data.document : newPlanDocument(hallName, firstGroup)}
        ticketGroups={ticketGroups}
        onSaved={(result) => {
          setSaved(result);
          setChosen(result.plan.id);
          void refresh();
        }}
      />
    );
  }
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-plan-versions-title">
        <div className="manage-panel__tabs">
          <button type="button" className="button button--secondary button--small" data-testid="plan-close" onClick={onClose}>
            <FormattedMessage id="live.halls.plan.back" />
          </button>
          <button type="button" className="button button--secondary button--small" data-testid="plan-new" onClick={() => setChosen(null)}>
            <FormattedMessage id="live.halls.plan.new" />
          </button>
        </div>
        <h2 id="manage-plan-versions-title" className="manage-panel__title">
          <FormattedMessage id="live.halls.plan.versions" values={{ hall: hallName }} />
        </h2>
        {versions.data ? (
          <VersionList
            versions={versions.data}
            chosen={chosen}
            onOpen={setChosen}
            onDelete={(id) => remove.mutate(id, { onSuccess: () => setChosen((c) => (c === id ? null : c)) })}
            deleting={remove}
          />
        ) : versions.isError ? (
          <MonitorError error={versions.error} onRetry={() => void versions.refetch()} />
        ) : (
          <MonitorLoading />
        )}
      </section>
      <p className="manage-form__status" aria-live="polite" data-testid="plan-saved">
        {saved && (
          <FormattedMessage
            id={saved.outcome === 'versioned' ? 'live.halls.plan.savedVersion' : 'live.halls.plan.saved'}
            values={{ version: saved.plan.version }}
          />
        )}
      </p>
      {designer}
    </>
  );
}
