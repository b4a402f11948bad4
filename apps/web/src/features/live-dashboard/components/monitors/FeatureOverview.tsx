import type { DayRow, FeatureDataResponse, LocationRow } from '@kupa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { CHART_COLORS } from '../../utils/chart-colors';
import { dayMonth } from '../../utils/day-labels';
import { ATTENDANCE_COLUMNS, figureColumns } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { withParams } from '../../utils/url-params';
import { ChartFrame } from '../common/ChartFrame';
import { DataTable } from '../common/DataTable';
import { FiguresSummary } from '../common/FiguresSummary';
import { LiveSection } from '../common/LiveSection';
import { QueryStates } from '../common/QueryStates';

type AvailablePresentation = { PresentationId: number; PresentationDateTime: string; VenueName: string; LocationName: string };

const DAY_COLUMNS: TableColumn<DayRow>[] = [
  { id: 'date', label: 'live.col.date', kind: 'date', value: (r) => r.BusinessDate },
  ...figureColumns<DayRow>(ATTENDANCE_COLUMNS),
];
const LOCATION_COLUMNS: TableColumn<LocationRow>[] = [
  { id: 'location', label: 'live.col.location', kind: 'text', value: (r) => r.LocationName },
  ...figureColumns<LocationRow>(ATTENDANCE_COLUMNS),
];

/** One feature over the range: totals, attendance by day (chart and table), by location, and its presentations. */
export function FeatureOverview({
  data,
  presentations,
}: {
  data: FeatureDataResponse;
  presentations: UseQueryResult<AvailablePresentation[]>;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const t = (id: AnyMessageKey) => intl.formatMessage({ id });
  const playedDays = data.days.filter((d) => d.Presentations > 0);
  const presentationColumns: TableColumn<AvailablePresentation>[] = [
    {
      id: 'time',
      label: 'live.col.time',
      kind: 'dateTime',
      value: (r) => r.PresentationDateTime,
      render: (r, shown) => (
        <Link
          to={{ pathname, search: `?${withParams(params, { presentation: r.PresentationId }).toString()}` }}
          data-testid="presentation-link"
        >
          {shown}
        </Link>
      ),
    },
    { id: 'location', label: 'live.col.location', kind: 'text', value: (r) => r.LocationName },
    { id: 'venue', label: 'live.col.venue', kind: 'text', value: (r) => r.VenueName },
  ];
  return (
    <div data-testid="feature-overview">
      <h2 className="live-page__subtitle">{data.feature.Name}</h2>
      <FiguresSummary figures={data.totals} />
      <LiveSection title={t('live.featureMonitor.byDay')} testId="feature-days">
        {playedDays.length > 0 && (
          <ChartFrame
            testId="feature-days-chart"
            title={t('live.chart.featureByDay')}
            categoryLabel={t('live.col.date')}
            labels={playedDays.map((d) => dayMonth(d.BusinessDate))}
            series={[
              { label: t('live.col.sold'), data: playedDays.map((d) => d.SoldQuantity), color: CHART_COLORS.sold },
              { label: t('live.col.held'), data: playedDays.map((d) => d.HeldQuantity), color: CHART_COLORS.held },
            ]}
            valueKind="integer"
            stacked
          />
        )}
        <DataTable
          caption={t('live.featureMonitor.byDay')}
          captionHidden
          columns={DAY_COLUMNS}
          rows={playedDays}
          rowKey={(r) => r.BusinessDate}
          fileName={['feature', data.feature.FeatureId, 'days', data.startDate, data.endDate]}
          testId="feature-days-table"
        />
      </LiveSection>
      <LiveSection title={t('live.featureMonitor.byLocation')} testId="feature-locations">
        <DataTable
          caption={t('live.featureMonitor.byLocation')}
          captionHidden
          columns={LOCATION_COLUMNS}
          rows={data.locations}
          rowKey={(r) => r.LocationId}
          fileName={['feature', data.feature.FeatureId, 'locations', data.startDate, data.endDate]}
          testId="feature-locations-table"
        />
      </LiveSection>
      <LiveSection title={t('live.featureMonitor.presentations')} testId="feature-presentations">
        <QueryStates query={presentations}>
          {(rows) => (
            <DataTable
              caption={t('live.featureMonitor.presentations')}
              captionHidden
              columns={presentationColumns}
              rows={rows}
              rowKey={(r) => r.PresentationId}
              fileName={['feature', data.feature.FeatureId, 'presentations', data.startDate, data.endDate]}
              testId="feature-presentations-table"
              rowTestId="feature-presentation-row"
            />
          )}
        </QueryStates>
      </LiveSection>
    </div>
  );
}
