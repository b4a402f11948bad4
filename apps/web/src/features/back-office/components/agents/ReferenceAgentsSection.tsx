import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useReferenceAgents } from '../../hooks/use-reference-agents';
import type { SectionProps } from '../../sections';
import { emptyReferenceAgent, referenceAgentDraftOf } from '../../utils/reference-agent-draft';
import { ReferenceAgentForm } from './ReferenceAgentForm';
import { ReferenceAgentList } from './ReferenceAgentList';

/** Reference-prompt agents (issue 13): hotels and agents whose guests buy a reference ticket type; add, edit, deactivate. */
export function ReferenceAgentsSection({ businessId }: SectionProps) {
  const { query, save } = useReferenceAgents(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { agents, ticketTypes } = query.data;
  const agent = editing === null ? undefined : agents.find((a) => a.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-agent-form-title">
        <h2 id="manage-agent-form-title" className="manage-panel__title">
          <FormattedMessage id={agent ? 'live.agents.editTitle' : 'live.agents.addTitle'} values={{ name: agent?.reference1 ?? '' }} />
        </h2>
        <ReferenceAgentForm
          key={agent ? `${agent.id}:${JSON.stringify(agent)}` : 'new'}
          initial={agent ? referenceAgentDraftOf(agent) : emptyReferenceAgent(ticketTypes[0]?.id)}
          ticketTypes={ticketTypes}
          onSave={(input) => save.mutate({ id: agent?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {agent && (
          <button type="button" className="button button--secondary" data-testid="agent-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.agents.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-agents-title">
        <h2 id="manage-agents-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.agents" />
        </h2>
        <ReferenceAgentList agents={agents} ticketTypes={ticketTypes} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
