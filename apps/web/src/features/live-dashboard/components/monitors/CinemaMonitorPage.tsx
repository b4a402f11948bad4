import { useIntl } from 'react-intl';
import { useCinemaMonitor } from '../../hooks/use-cinema-monitor';
import { useFilterData } from '../../hooks/use-filter-data';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { todayOf } from '../../utils/calendar';
import { readDateParam, readIdParam } from '../../utils/url-params';
import { DaySelect } from '../common/DaySelect';
import { FiguresSummary } from '../common/FiguresSummary';
import { FilterBar } from '../common/FilterBar';
import { LocationSelect } from '../common/LocationSelect';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { CinemaAttendanceSections } from './CinemaAttendanceSections';
import { CinemaSalesSections } from './CinemaSalesSections';

/**
 * The cinema monitor (spec 2): a date's attendance by date, hall and film, concessions, the top ten products and
 * sales by POS and channel.
 */
export function CinemaMonitorPage() {
  const intl = useIntl();
  const filterData = useFilterData();
  const [params, update] = useUrlFilters();
  const today = filterData.data ? todayOf(filterData.data.days) : null;
  const date = readDateParam(params, 'date', today);
  const locationId = readIdParam(params, 'location');
  const monitor = useCinemaMonitor(date, locationId);
  const refresh = usePageRefresh(date ? [filterData, monitor] : [filterData]);
  return (
    <div className="live-page__body" data-testid="cinema-monitor-page">
      <PageHeader title="live.menu.cinemaMonitor" description="live.cinema.description" actions={<RefreshBar refresh={refresh} />} />
      <QueryStates query={filterData}>
        {(filters) => (
          <>
            <FilterBar>
              <DaySelect days={filters.days} value={date ?? ''} onChange={(d) => update({ date: d })} />
              <LocationSelect locations={filters.locations} value={locationId} onChange={(id) => update({ location: id })} />
            </FilterBar>
            <QueryStates query={monitor}>
              {(data) => (
                <>
                  <h2 className="visually-hidden">{intl.formatMessage({ id: 'live.cinema.totals' })}</h2>
                  <FiguresSummary figures={data.totals} />
                  <CinemaAttendanceSections data={data} />
                  <CinemaSalesSections data={data} />
                </>
              )}
            </QueryStates>
          </>
        )}
      </QueryStates>
    </div>
  );
}
