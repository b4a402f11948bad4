import type { ReferencePromptAdminResponse, StaffSession } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useReferencePromptAdmin, useTicketRefAgents } from '../../hooks/use-reference-agents';
import { useUrlFilters } from '../../hooks/use-url-filters';
import type { TableColumn } from '../../utils/table-columns';
import { readIdParam, withParams } from '../../utils/url-params';
import { DataTable } from '../common/DataTable';
import { FilterBar } from '../common/FilterBar';
import { LiveSection } from '../common/LiveSection';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { SelectField } from '../common/SelectField';
import { QuantityEditor } from './QuantityEditor';

type OptionRow = ReferencePromptAdminResponse['rows'][number];

/** The agents' reference options: quantity (editable), sold, remaining; links to each option's history. */
export function AgentsView({ session }: { session: StaffSession }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params, update] = useUrlFilters();
  const customerId = readIdParam(params, 'agent');
  const agents = useTicketRefAgents(session.userId);
  const admin = useReferencePromptAdmin({ userId: session.userId, businessIds: session.businessIds, customerId });
  const refresh = usePageRefresh([agents, admin]);
  const agentOptions = [
    ...new Map((agents.data ?? []).filter((a) => a.CustomerId !== null).map((a) => [a.CustomerId, a.AgentName ?? a.Reference1])).entries(),
  ].map(([value, label]) => ({
    value: String(value),
    label,
  }));
  const historyLink = (row: OptionRow, view: 'detail' | 'ticketSales') => ({
    pathname,
    search: `?${withParams(params, { view, ticketId: row.TicketId, agent: null }).toString()}`,
  });
  const columns: TableColumn<OptionRow>[] = [
    { id: 'agent', label: 'live.col.agent', kind: 'text', value: (r) => r.AgentName },
    { id: 'reference1', label: 'live.col.reference1', kind: 'text', value: (r) => r.Reference1 },
    { id: 'reference2', label: 'live.col.reference2', kind: 'text', value: (r) => r.Reference2 },
    { id: 'ticket', label: 'live.col.ticketType', kind: 'text', value: (r) => r.TicketName },
    {
      id: 'status',
      label: 'live.col.agentStatus',
      kind: 'text',
      // Deactivated in the back office: no longer offered to buyers; its sales stay.
      value: (r) => intl.formatMessage({ id: r.IsActive ? 'live.agents.active' : 'live.agents.inactive' }),
    },
    { id: 'quantity', label: 'live.col.quantity', kind: 'integer', value: (r) => r.Quantity, render: (r) => <QuantityEditor row={r} /> },
    { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.SoldQuantity },
    { id: 'remaining', label: 'live.col.remaining', kind: 'integer', value: (r) => r.RemainingQuantity },
    { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
    {
      id: 'actions',
      label: 'live.col.actions',
      kind: 'text',
      value: () => null,
      sortable: false,
      noExport: true,
      render: (r) => (
        <span className="row-actions">
          <Link to={historyLink(r, 'detail')} data-testid="agent-detail-link">
            <FormattedMessage id="live.agents.viewDetail" />
          </Link>
          <Link to={historyLink(r, 'ticketSales')} data-testid="agent-sales-link">
            <FormattedMessage id="live.agents.viewTicketSales" />
          </Link>
        </span>
      ),
    },
  ];
  const title = intl.formatMessage({ id: 'live.agents.tableTitle' });
  return (
    <>
      <RefreshBar refresh={refresh} />
      <FilterBar>
        <SelectField
          label="live.filters.agent"
          testId="agent-filter"
          value={customerId === null ? '' : String(customerId)}
          options={agentOptions}
          allLabel={intl.formatMessage({ id: 'live.filters.allAgents' })}
          onChange={(v) => update({ agent: v === '' ? null : v })}
        />
      </FilterBar>
      <QueryStates query={admin}>
        {(data) => (
          <LiveSection title={title}>
            <DataTable
              caption={title}
              captionHidden
              columns={columns}
              rows={data.rows}
              rowKey={(r) => r.OptionId}
              fileName={['reference-agents', customerId ?? 'all']}
              testId="agents-table"
              rowTestId="agent-row"
            />
          </LiveSection>
        )}
      </QueryStates>
    </>
  );
}
