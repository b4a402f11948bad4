import type { CinemaFilterDataResponse, StaffSession } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useTicketRefAgents } from '../../hooks/use-reference-agents';
import { useReferenceDetail, useReferenceTicketSales } from '../../hooks/use-reference-history';
import { parseHistoryView } from '../../utils/history-filter';
import { DataTable } from '../common/DataTable';
import { LiveSection } from '../common/LiveSection';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { detailColumns, TICKET_SALE_COLUMNS } from './history-columns';
import { HistoryFilterForm } from './HistoryFilterForm';

interface ReferenceHistoryViewProps {
  kind: 'detail' | 'ticketSales';
  session: StaffSession;
  filters: CinemaFilterDataResponse;
  /** The server's today, for the default range (the last month). */
  today: string;
}

/** The Detail and TicketSales sub-views (history defaults: last month, dateType 2, detailLevel 1; spec 9). */
export function ReferenceHistoryView({ kind, session, filters, today }: ReferenceHistoryViewProps) {
  const intl = useIntl();
  const format = useFigureFormat();
  const [params] = useSearchParams();
  const view = parseHistoryView(params, today);
  const agents = useTicketRefAgents(session.userId);
  const detail = useReferenceDetail(kind === 'detail' ? view : null, session.businessIds);
  const sales = useReferenceTicketSales(kind === 'ticketSales' ? view : null, session.businessIds);
  const query = kind === 'detail' ? detail : sales;
  const refresh = usePageRefresh(view.problem ? [] : [query]);
  const ticketName = agents.data?.find((a) => a.TicketId === view.ticketId)?.TicketName ?? null;
  const title = intl.formatMessage({ id: kind === 'detail' ? 'live.agents.viewDetail' : 'live.agents.viewTicketSales' });
  const file = [
    kind === 'detail' ? 'reference-detail' : 'reference-ticket-sales',
    view.startDate,
    view.endDate,
    `level-${view.detailLevel}`,
  ];
  return (
    <>
      <RefreshBar refresh={refresh} />
      <HistoryFilterForm view={view} ticketName={ticketName} filters={filters} />
      {!view.problem && (
        <LiveSection title={title} testId={kind === 'detail' ? 'reference-detail' : 'reference-ticket-sales'}>
          {kind === 'detail' ? (
            <QueryStates query={detail}>
              {(data) => (
                <>
                  <p className="live-section__note" data-testid="history-totals">
                    {intl.formatMessage(
                      { id: 'live.history.totals' },
                      { sold: format.integer(data.totals.SoldQuantity), total: format.money(data.totals.TicketsTotal) },
                    )}
                  </p>
                  <DataTable
                    key={data.filter.detailLevel}
                    caption={title}
                    captionHidden
                    columns={detailColumns(data.filter.detailLevel)}
                    rows={data.rows}
                    rowKey={(r) => `${r.OptionId ?? 'x'}-${r.PricePolicyId}-${r.Reference1}-${r.FeatureId ?? 0}-${r.PresentationId ?? 0}`}
                    fileName={file}
                    testId="detail-table"
                    rowTestId="detail-row"
                  />
                </>
              )}
            </QueryStates>
          ) : (
            <QueryStates query={sales}>
              {(data) => (
                <>
                  <p className="live-section__note" data-testid="history-totals">
                    {intl.formatMessage(
                      { id: 'live.history.totals' },
                      { sold: format.integer(data.totals.SoldQuantity), total: format.money(data.totals.TicketsTotal) },
                    )}
                  </p>
                  <DataTable
                    caption={title}
                    captionHidden
                    columns={TICKET_SALE_COLUMNS}
                    rows={data.rows}
                    rowKey={(r) => `${r.ReservationIdentifier}-${r.ReservationTicketId ?? 0}-${r.PricePolicyId}-${r.Reference1}`}
                    fileName={file}
                    testId="ticket-sales-table"
                    rowTestId="ticket-sale-row"
                  />
                </>
              )}
            </QueryStates>
          )}
        </LiveSection>
      )}
    </>
  );
}
