import type { ChannelRow, PresentationDataResponse, ProductRow } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { useSalesLabels } from '../../hooks/use-sales-labels';
import type { TableColumn } from '../../utils/table-columns';
import { DataTable } from '../common/DataTable';
import { FiguresSummary } from '../common/FiguresSummary';
import { LiveSection } from '../common/LiveSection';
import { channelColumns } from './cinema-monitor-columns';

type TicketTypeRow = PresentationDataResponse['ticketTypes'][number];

const TICKET_COLUMNS: TableColumn<TicketTypeRow>[] = [
  { id: 'ticket', label: 'live.col.ticketType', kind: 'text', value: (r) => r.TicketName },
  { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.SoldQuantity },
  { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
];

/** One presentation of the feature view: its figures, sales per ticket type, per channel and its products. */
export function PresentationDetail({ data }: { data: PresentationDataResponse }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const labels = useSalesLabels();
  const t = (id: AnyMessageKey) => intl.formatMessage({ id });
  const p = data.presentation;
  const productColumns: TableColumn<ProductRow>[] = [
    { id: 'product', label: 'live.col.product', kind: 'text', value: (r) => r.ProductName },
    { id: 'category', label: 'live.col.category', kind: 'text', value: (r) => labels.category(r.Category) },
    { id: 'quantity', label: 'live.col.quantity', kind: 'integer', value: (r) => r.Quantity },
    { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
  ];
  const channels: TableColumn<ChannelRow>[] = channelColumns(labels.channelKind);
  const file = (part: string) => ['presentation', p.PresentationId, part];
  return (
    <div data-testid="presentation-detail">
      <h2 className="live-page__subtitle">
        {intl.formatMessage(
          { id: 'live.featureMonitor.presentationTitle' },
          { feature: p.FeatureName, time: format.dateTime(p.PresentationDateTime), venue: p.VenueName, location: p.LocationName },
        )}
      </h2>
      <FiguresSummary figures={p} />
      <LiveSection title={t('live.featureMonitor.ticketTypes')}>
        <DataTable
          caption={t('live.featureMonitor.ticketTypes')}
          captionHidden
          columns={TICKET_COLUMNS}
          rows={data.ticketTypes}
          rowKey={(r) => r.PricePolicyId}
          fileName={file('ticket-types')}
          testId="ticket-types-table"
        />
      </LiveSection>
      <LiveSection title={t('live.cinema.channels')}>
        <DataTable
          caption={t('live.cinema.channels')}
          captionHidden
          columns={channels}
          rows={data.channels}
          rowKey={(r) => r.ChannelId}
          fileName={file('channels')}
          testId="presentation-channels-table"
        />
      </LiveSection>
      <LiveSection title={t('live.featureMonitor.products')}>
        <DataTable
          caption={t('live.featureMonitor.products')}
          captionHidden
          columns={productColumns}
          rows={data.products}
          rowKey={(r) => r.ProductId}
          fileName={file('products')}
          testId="presentation-products-table"
        />
      </LiveSection>
    </div>
  );
}
