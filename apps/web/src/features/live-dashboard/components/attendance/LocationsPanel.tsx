import type { AttendanceByLocationResponse, LocationRow } from '@kupa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type To } from 'react-router';
import { useFigureFormat } from '../../hooks/use-figure-format';
import type { DashboardState } from '../../utils/dashboard-state';
import { ATTENDANCE_COLUMNS, figureColumns } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { DataTable } from '../common/DataTable';
import { QueryStates } from '../common/QueryStates';

interface LocationsPanelProps {
  date: string;
  query: UseQueryResult<AttendanceByLocationResponse>;
  selectedLocationId: number | null;
  linkTo: (change: Partial<DashboardState>) => To;
}

/** Step two of the drill-down: the locations of the selected date (only the session's businesses). */
export function LocationsPanel({ date, query, selectedLocationId, linkTo }: LocationsPanelProps) {
  const intl = useIntl();
  const id = useId();
  const format = useFigureFormat();
  const columns: TableColumn<LocationRow>[] = [
    {
      id: 'location',
      label: 'live.col.location',
      kind: 'text',
      value: (r) => r.LocationName,
      render: (r) => (
        <Link to={linkTo({ locationId: r.LocationId })} data-testid="location-link" data-location-id={r.LocationId} preventScrollReset>
          {r.LocationName}
        </Link>
      ),
    },
    ...figureColumns<LocationRow>(ATTENDANCE_COLUMNS),
  ];
  return (
    <section className="live-section" aria-labelledby={`${id}-title`} data-testid="locations-panel">
      <h2 id={`${id}-title`} className="live-section__title">
        <FormattedMessage id="live.attendance.locationsTitle" values={{ date: format.date(date) }} />
      </h2>
      <QueryStates query={query}>
        {(data) => (
          <DataTable
            caption={intl.formatMessage({ id: 'live.attendance.locationsTitle' }, { date: format.date(date) })}
            captionHidden
            columns={columns}
            rows={data.locations}
            rowKey={(r) => r.LocationId}
            fileName={['attendance', 'locations', date]}
            testId="locations-table"
            rowTestId="location-row"
            isCurrent={(r) => r.LocationId === selectedLocationId}
          />
        )}
      </QueryStates>
    </section>
  );
}
