import type { CinemaMonitorResponse } from '@kupa/contracts';
import { TOP_LIST_LENGTH } from '@kupa/domain';
import { useIntl } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { useSalesLabels } from '../../hooks/use-sales-labels';
import { CHART_COLORS } from '../../utils/chart-colors';
import { ChartFrame } from '../common/ChartFrame';
import { DataTable } from '../common/DataTable';
import { LiveSection } from '../common/LiveSection';
import { categoryColumns, channelColumns, itemColumns, productColumns } from './cinema-monitor-columns';

/** The cinema monitor's sales: concessions by category, the top ten products, vouchers, memberships and donations, sales by POS. */
export function CinemaSalesSections({ data }: { data: CinemaMonitorResponse }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const labels = useSalesLabels();
  const t = (id: AnyMessageKey) => intl.formatMessage({ id });
  const top = data.topProducts.slice(0, TOP_LIST_LENGTH).map((p, i) => ({ ...p, Rank: i + 1 }));
  return (
    <>
      <LiveSection title={t('live.cinema.concessions')} testId="cinema-concessions">
        <p className="live-section__note" data-testid="concessions-total">
          {intl.formatMessage(
            { id: 'live.cinema.concessionsTotal' },
            { quantity: format.integer(data.concessions.Quantity), total: format.money(data.concessions.Total) },
          )}
        </p>
        <DataTable
          caption={t('live.cinema.concessions')}
          captionHidden
          columns={categoryColumns(labels.category)}
          rows={data.concessions.categories}
          rowKey={(r) => r.Category}
          fileName={['cinema-monitor', 'concessions', data.date]}
          testId="cinema-concessions-table"
          paged={false}
        />
      </LiveSection>
      <LiveSection title={t('live.cinema.topProducts')} testId="cinema-top-products">
        <DataTable
          caption={t('live.cinema.topProducts')}
          captionHidden
          columns={productColumns(labels.category)}
          rows={top}
          rowKey={(r) => r.ProductId}
          fileName={['cinema-monitor', 'top-products', data.date]}
          testId="cinema-top-products-table"
          rowTestId="top-product-row"
          paged={false}
        />
        {top.length > 0 && (
          <ChartFrame
            testId="top-products-chart"
            title={t('live.chart.topProducts')}
            categoryLabel={t('live.col.product')}
            labels={top.map((p) => p.ProductName)}
            series={[{ label: t('live.col.quantity'), data: top.map((p) => p.Quantity), color: CHART_COLORS.value }]}
            valueKind="integer"
            horizontal
          />
        )}
      </LiveSection>
      <LiveSection title={t('live.cinema.items')} testId="cinema-items">
        <p className="live-section__note">{t('live.cinema.itemsNote')}</p>
        <DataTable
          caption={t('live.cinema.items')}
          captionHidden
          columns={itemColumns((kind) => t(`live.itemKind.${kind}`))}
          rows={data.items}
          rowKey={(r) => r.Kind}
          fileName={['cinema-monitor', 'items', data.date]}
          testId="cinema-items-table"
          paged={false}
        />
      </LiveSection>
      <LiveSection title={t('live.cinema.channels')} testId="cinema-channels">
        <DataTable
          caption={t('live.cinema.channels')}
          captionHidden
          columns={channelColumns(labels.channelKind)}
          rows={data.channels}
          rowKey={(r) => r.ChannelId}
          fileName={['cinema-monitor', 'channels', data.date]}
          testId="cinema-channels-table"
          defaultSort={{ columnId: 'total', direction: 'descending' }}
        />
      </LiveSection>
    </>
  );
}
