import { useIntl } from 'react-intl';
import { useAvailableFeatures, useAvailablePresentations, useFeatureData, usePresentationData } from '../../hooks/use-feature-monitor';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { useFilterData } from '../../hooks/use-filter-data';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { calendarRange } from '../../utils/calendar';
import { readDateParam, readIdParam } from '../../utils/url-params';
import { DateRangeFields } from '../common/DateRangeFields';
import { FeatureSelect } from '../common/FeatureSelect';
import { FilterBar } from '../common/FilterBar';
import { LocationSelect } from '../common/LocationSelect';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { SelectField } from '../common/SelectField';
import { AvailableFeaturesTable } from './AvailableFeaturesTable';
import { FeatureOverview } from './FeatureOverview';
import { PresentationDetail } from './PresentationDetail';

/**
 * The version 2 feature view (spec 2): a date range and location, then a feature's attendance by day and location
 * with its presentations; a presentation filter opens one presentation's sales.
 */
export function FeatureMonitorPage() {
  const intl = useIntl();
  const format = useFigureFormat();
  const filterData = useFilterData();
  const [params, update] = useUrlFilters();
  const span = filterData.data ? calendarRange(filterData.data.days) : null;
  const startDate = readDateParam(params, 'from', span?.from ?? null);
  const endDate = readDateParam(params, 'to', span?.to ?? null);
  const locationId = readIdParam(params, 'location');
  const featureId = readIdParam(params, 'feature');
  const presentationId = featureId === null ? null : readIdParam(params, 'presentation');
  const range = startDate && endDate ? { startDate, endDate, locationId } : null;
  const features = useAvailableFeatures(range);
  const featureData = useFeatureData(featureId, range);
  const presentations = useAvailablePresentations(featureId, range);
  const presentation = usePresentationData(presentationId);
  const active = [
    filterData,
    ...(range ? [features] : []),
    ...(featureId !== null && range ? [featureData, presentations] : []),
    ...(presentationId !== null ? [presentation] : []),
  ];
  const refresh = usePageRefresh(active);
  return (
    <div className="live-page__body" data-testid="feature-monitor-page">
      <PageHeader
        title="live.menu.featureMonitor"
        description="live.featureMonitor.description"
        actions={<RefreshBar refresh={refresh} />}
      />
      <QueryStates query={filterData}>
        {(filters) => (
          <>
            <FilterBar>
              <DateRangeFields
                testId="feature-monitor-range"
                startDate={startDate ?? ''}
                endDate={endDate ?? ''}
                onChange={(r) => update({ from: r.startDate, to: r.endDate, presentation: null })}
              />
              <LocationSelect
                locations={filters.locations}
                value={locationId}
                onChange={(id) => update({ location: id, presentation: null })}
              />
              <FeatureSelect
                features={features.data?.features ?? filters.features}
                value={featureId}
                allLabel={intl.formatMessage({ id: 'live.featureMonitor.chooseFeature' })}
                onChange={(id) => update({ feature: id, presentation: null })}
              />
              {featureId !== null && (
                <SelectField
                  label="live.filters.presentation"
                  testId="presentation-select"
                  value={presentationId === null ? '' : String(presentationId)}
                  allLabel={intl.formatMessage({ id: 'live.featureMonitor.allPresentations' })}
                  options={(presentations.data ?? []).map((p) => ({
                    value: String(p.PresentationId),
                    label: intl.formatMessage(
                      { id: 'live.featureMonitor.presentationOption' },
                      { time: format.dateTime(p.PresentationDateTime), venue: p.VenueName, location: p.LocationName },
                    ),
                  }))}
                  onChange={(v) => update({ presentation: v === '' ? null : v })}
                />
              )}
            </FilterBar>
            {featureId === null ? (
              <QueryStates query={features}>{(data) => <AvailableFeaturesTable features={data.features} range={data} />}</QueryStates>
            ) : presentationId !== null ? (
              <QueryStates query={presentation}>{(data) => <PresentationDetail data={data} />}</QueryStates>
            ) : (
              <QueryStates query={featureData}>{(data) => <FeatureOverview data={data} presentations={presentations} />}</QueryStates>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
