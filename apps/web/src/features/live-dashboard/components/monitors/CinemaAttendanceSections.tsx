import type { CinemaMonitorResponse } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { CHART_COLORS } from '../../utils/chart-colors';
import { dayMonth } from '../../utils/day-labels';
import { ChartFrame } from '../common/ChartFrame';
import { DataTable } from '../common/DataTable';
import { LiveSection } from '../common/LiveSection';
import { DAY_COLUMNS, FEATURE_COLUMNS, VENUE_COLUMNS } from './cinema-monitor-columns';

/** The cinema monitor's attendance: the seven days up to the date, by hall and by film. */
export function CinemaAttendanceSections({ data }: { data: CinemaMonitorResponse }) {
  const intl = useIntl();
  const t = (id: AnyMessageKey) => intl.formatMessage({ id });
  return (
    <>
      <LiveSection title={t('live.cinema.byDate')} testId="cinema-days">
        <ChartFrame
          testId="cinema-days-chart"
          title={t('live.chart.attendanceLastWeek')}
          categoryLabel={t('live.col.date')}
          labels={data.days.map((d) => dayMonth(d.BusinessDate))}
          series={[
            { label: t('live.col.sold'), data: data.days.map((d) => d.SoldQuantity), color: CHART_COLORS.sold },
            { label: t('live.col.held'), data: data.days.map((d) => d.HeldQuantity), color: CHART_COLORS.held },
          ]}
          valueKind="integer"
          stacked
        />
        <DataTable
          caption={t('live.cinema.byDate')}
          captionHidden
          columns={DAY_COLUMNS}
          rows={data.days}
          rowKey={(r) => r.BusinessDate}
          fileName={['cinema-monitor', 'days', data.date]}
          testId="cinema-days-table"
        />
      </LiveSection>
      <LiveSection title={t('live.cinema.byVenue')} testId="cinema-venues">
        <DataTable
          caption={t('live.cinema.byVenue')}
          captionHidden
          columns={VENUE_COLUMNS}
          rows={data.venues}
          rowKey={(r) => r.VenueId}
          fileName={['cinema-monitor', 'venues', data.date]}
          testId="cinema-venues-table"
        />
        {data.venues.length > 0 && (
          <ChartFrame
            testId="cinema-venues-chart"
            title={t('live.chart.occupancyByVenue')}
            categoryLabel={t('live.col.venue')}
            labels={data.venues.map((v) => v.VenueName)}
            series={[{ label: t('live.col.occupancy'), data: data.venues.map((v) => v.TakenPercent), color: CHART_COLORS.value }]}
            valueKind="percent"
            horizontal
          />
        )}
      </LiveSection>
      <LiveSection title={t('live.cinema.byFilm')} testId="cinema-features">
        <DataTable
          caption={t('live.cinema.byFilm')}
          captionHidden
          columns={FEATURE_COLUMNS}
          rows={data.features}
          rowKey={(r) => r.FeatureId}
          fileName={['cinema-monitor', 'films', data.date]}
          testId="cinema-features-table"
        />
      </LiveSection>
    </>
  );
}
