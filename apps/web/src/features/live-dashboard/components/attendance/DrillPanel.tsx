import type { AttendanceByFeatureResponse, AttendanceByVenueResponse, SalesFigures } from '@kupa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type To } from 'react-router';
import { useReveal } from '../../hooks/use-reveal';
import { CHART_COLORS } from '../../utils/chart-colors';
import type { DashboardState } from '../../utils/dashboard-state';
import { ATTENDANCE_COLUMNS, figureColumns } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { ChartFrame } from '../common/ChartFrame';
import { DataTable } from '../common/DataTable';
import { QueryStates } from '../common/QueryStates';
import { DrillByToggle } from './DrillByToggle';

/** A hall or a feature of the location, with its figures: what the drill step lists. */
export interface DrillRow extends SalesFigures {
  id: number;
  name: string;
}

interface DrillPanelProps {
  state: DashboardState;
  date: string;
  locationName: string | null;
  venues: UseQueryResult<AttendanceByVenueResponse>;
  features: UseQueryResult<AttendanceByFeatureResponse>;
  linkTo: (change: Partial<DashboardState>) => To;
}

function venueRows(data: AttendanceByVenueResponse): DrillRow[] {
  return data.venues.map((v) => ({ ...v, id: v.VenueId, name: v.VenueName }));
}

function featureRows(data: AttendanceByFeatureResponse): DrillRow[] {
  return data.features.map((f) => ({ ...f, id: f.FeatureId, name: f.FeatureName }));
}

/** Step three: the location's halls or features (drill-by choice), each opening its presentation box. */
export function DrillPanel({ state, date, locationName, venues, features, linkTo }: DrillPanelProps) {
  const intl = useIntl();
  const id = useId();
  const headingRef = useReveal<HTMLHeadingElement>(`${state.locationId ?? ''}-${state.drillBy}`);
  const byVenue = state.drillBy === 'venue';
  const nameLabel = byVenue ? 'live.col.venue' : 'live.col.feature';
  const columns: TableColumn<DrillRow>[] = [
    {
      id: 'name',
      label: nameLabel,
      kind: 'text',
      value: (r) => r.name,
      render: (r) => (
        <Link to={linkTo({ id: r.id })} data-testid="drill-link" data-id={r.id} preventScrollReset>
          {r.name}
        </Link>
      ),
    },
    ...figureColumns<DrillRow>(ATTENDANCE_COLUMNS),
  ];
  const title = intl.formatMessage(
    { id: byVenue ? 'live.drill.venuesTitle' : 'live.drill.featuresTitle' },
    { location: locationName ?? intl.formatMessage({ id: 'live.attendance.location' }) },
  );
  const content = (rows: DrillRow[]) => (
    <>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        fileName={['attendance', state.drillBy, date, state.locationId ?? 0]}
        testId="drill-table"
        rowTestId="drill-row"
        defaultSort={byVenue ? null : { columnId: 'occupancy', direction: 'descending' }}
        isCurrent={(r) => r.id === state.id}
      />
      {rows.length > 0 && (
        <ChartFrame
          testId="occupancy-chart"
          title={intl.formatMessage({ id: byVenue ? 'live.chart.occupancyByVenue' : 'live.chart.occupancyByFeature' })}
          categoryLabel={intl.formatMessage({ id: nameLabel })}
          labels={rows.map((r) => r.name)}
          series={[
            { label: intl.formatMessage({ id: 'live.col.occupancy' }), data: rows.map((r) => r.TakenPercent), color: CHART_COLORS.value },
          ]}
          valueKind="percent"
          horizontal
        />
      )}
    </>
  );
  return (
    <section className="live-section" aria-labelledby={`${id}-title`} data-testid="drill-panel" data-drill-by={state.drillBy}>
      <div className="live-section__header">
        <h2 id={`${id}-title`} className="live-section__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <DrillByToggle drillBy={state.drillBy} linkTo={linkTo} />
      </div>
      {byVenue ? (
        <QueryStates query={venues}>{(data) => content(venueRows(data))}</QueryStates>
      ) : (
        <QueryStates query={features}>{(data) => content(featureRows(data))}</QueryStates>
      )}
      <p className="live-section__note">
        <FormattedMessage id="live.drill.hint" />
      </p>
    </section>
  );
}
