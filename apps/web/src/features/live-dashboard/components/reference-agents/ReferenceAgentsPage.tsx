import type { StaffSession } from '@kupa/contracts';
import { useSearchParams } from 'react-router';
import { useFilterData } from '../../hooks/use-filter-data';
import { todayOf } from '../../utils/calendar';
import { readChoiceParam } from '../../utils/url-params';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { AgentsView } from './AgentsView';
import { ReferenceHistoryView } from './ReferenceHistoryView';
import { REFERENCE_VIEWS, ReferenceViewSwitch } from './ReferenceViewSwitch';

/**
 * The admin view of ticket reference-prompt agents (spec 2 and 7): the agents' options with an editable quantity,
 * and the Detail and TicketSales history sub-views.
 */
export function ReferenceAgentsPage({ session }: { session: StaffSession }) {
  const [params] = useSearchParams();
  const view = readChoiceParam(params, 'view', REFERENCE_VIEWS, 'agents');
  const filterData = useFilterData();
  return (
    <div className="live-page__body" data-testid="reference-agents-page" data-view={view}>
      <PageHeader title="live.menu.referenceAgents" description="live.agents.description" />
      <ReferenceViewSwitch view={view} />
      {view === 'agents' ? (
        <AgentsView session={session} />
      ) : (
        <QueryStates query={filterData}>
          {(filters) => (
            <ReferenceHistoryView
              key={view}
              kind={view}
              session={session}
              filters={filters}
              today={todayOf(filters.days) ?? filters.today}
            />
          )}
        </QueryStates>
      )}
    </div>
  );
}
