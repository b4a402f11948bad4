import { useFilterData } from '../../hooks/use-filter-data';
import { useAttendanceByDate } from '../../hooks/use-attendance-by-date';
import { useAttendanceByLocation } from '../../hooks/use-attendance-by-location';
import { useAttendanceByFeature, useAttendanceByVenue } from '../../hooks/use-attendance-drill';
import { useDashboardLinks } from '../../hooks/use-dashboard-links';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { usePresentationBox } from '../../hooks/use-presentation-box';
import { calendarRange, todayOf } from '../../utils/calendar';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { AttendanceCalendar } from './AttendanceCalendar';
import { DrillPanel } from './DrillPanel';
import { DrillPath } from './DrillPath';
import { LocationsPanel } from './LocationsPanel';
import { PresentationBoxPanel } from './PresentationBoxPanel';

/**
 * The attendance dashboard (spec 2 and 4): the 29-day calendar, then date -> locations -> halls or features ->
 * presentation box. The selection lives in the URL; answers are cached and refreshed on demand.
 */
export function AttendancePage() {
  const filterData = useFilterData();
  const days = filterData.data?.days ?? [];
  const today = todayOf(days);
  const { state, linkTo } = useDashboardLinks(today);
  const date = state.date ?? today;
  const byDate = useAttendanceByDate(filterData.data ? calendarRange(days) : null);
  const byLocation = useAttendanceByLocation(date);
  const venues = useAttendanceByVenue(date, state.drillBy === 'venue' ? state.locationId : null);
  const features = useAttendanceByFeature(date, state.drillBy === 'feature' ? state.locationId : null);
  const boxParams =
    date !== null && state.locationId !== null && state.id !== null
      ? { date, locationId: state.locationId, drillBy: state.drillBy, id: state.id }
      : null;
  const box = usePresentationBox(boxParams);
  const drill = state.drillBy === 'venue' ? venues : features;
  const active = [filterData, byDate, byLocation, ...(state.locationId !== null ? [drill] : []), ...(boxParams ? [box] : [])];
  const refresh = usePageRefresh(filterData.data ? active : [filterData]);

  const locationName =
    filterData.data?.locations.find((l) => l.LocationId === state.locationId)?.Name ??
    byLocation.data?.locations.find((l) => l.LocationId === state.locationId)?.LocationName ??
    null;
  const boxName =
    box.data?.name ??
    (state.drillBy === 'venue'
      ? venues.data?.venues.find((v) => v.VenueId === state.id)?.VenueName
      : features.data?.features.find((f) => f.FeatureId === state.id)?.FeatureName) ??
    null;

  return (
    <div className="live-page__body" data-testid="attendance-page">
      <PageHeader title="live.attendance.title" description="live.attendance.description" actions={<RefreshBar refresh={refresh} />} />
      <QueryStates query={filterData}>
        {(filters) => (
          <>
            <AttendanceCalendar days={filters.days} attendance={byDate} selectedDate={date} linkTo={linkTo} />
            {date !== null && (
              <>
                <DrillPath state={state} date={date} locationName={locationName} boxName={boxName} linkTo={linkTo} />
                <LocationsPanel date={date} query={byLocation} selectedLocationId={state.locationId} linkTo={linkTo} />
                {state.locationId !== null && (
                  <DrillPanel state={state} date={date} locationName={locationName} venues={venues} features={features} linkTo={linkTo} />
                )}
                {boxParams && <PresentationBoxPanel query={box} drillBy={state.drillBy} date={date} />}
              </>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
