import type { PresentationRow } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useFilterData } from '../../hooks/use-filter-data';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { usePresentationSales } from '../../hooks/use-presentation-sales';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { todayOf } from '../../utils/calendar';
import { figureColumns } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { readDateParam, readIdParam } from '../../utils/url-params';
import { DataTable } from '../common/DataTable';
import { DateRangeFields } from '../common/DateRangeFields';
import { FeatureSelect } from '../common/FeatureSelect';
import { FiguresSummary } from '../common/FiguresSummary';
import { FilterBar } from '../common/FilterBar';
import { LiveSection } from '../common/LiveSection';
import { LocationSelect } from '../common/LocationSelect';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';

const COLUMNS: TableColumn<PresentationRow>[] = [
  { id: 'time', label: 'live.col.time', kind: 'dateTime', value: (r) => r.PresentationDateTime },
  { id: 'feature', label: 'live.col.feature', kind: 'text', value: (r) => r.FeatureName },
  { id: 'location', label: 'live.col.location', kind: 'text', value: (r) => r.LocationName },
  { id: 'venue', label: 'live.col.venue', kind: 'text', value: (r) => r.VenueName },
  ...figureColumns<PresentationRow>(['capacity', 'sold', 'held', 'occupancy', 'takenRatio', 'tickets', 'productsTotal', 'total']),
];

/** Sales by showtime and location (the PresentationSales monitor) over a date range. */
export function PresentationSalesPage() {
  const intl = useIntl();
  const filterData = useFilterData();
  const [params, update] = useUrlFilters();
  const today = filterData.data ? todayOf(filterData.data.days) : null;
  const startDate = readDateParam(params, 'from', today);
  const endDate = readDateParam(params, 'to', startDate);
  const locationId = readIdParam(params, 'location');
  const featureId = readIdParam(params, 'feature');
  const sales = usePresentationSales(startDate && endDate ? { startDate, endDate, locationId, featureId } : null);
  const refresh = usePageRefresh(startDate ? [filterData, sales] : [filterData]);
  const title = intl.formatMessage({ id: 'live.presentationSales.table' });
  return (
    <div className="live-page__body" data-testid="presentation-sales-page">
      <PageHeader
        title="live.menu.presentationSales"
        description="live.presentationSales.description"
        actions={<RefreshBar refresh={refresh} />}
      />
      <QueryStates query={filterData}>
        {(filters) => (
          <>
            <FilterBar>
              <DateRangeFields
                testId="presentation-sales-range"
                startDate={startDate ?? ''}
                endDate={endDate ?? ''}
                onChange={(r) => update({ from: r.startDate, to: r.endDate })}
              />
              <LocationSelect locations={filters.locations} value={locationId} onChange={(id) => update({ location: id })} />
              <FeatureSelect features={filters.features} value={featureId} onChange={(id) => update({ feature: id })} />
            </FilterBar>
            <QueryStates query={sales}>
              {(data) => (
                <>
                  <FiguresSummary figures={data.totals} />
                  <LiveSection title={title}>
                    <DataTable
                      caption={title}
                      captionHidden
                      columns={COLUMNS}
                      rows={data.rows}
                      rowKey={(r) => r.PresentationId}
                      fileName={['presentation-sales', startDate ?? '', endDate ?? '']}
                      testId="presentation-sales-table"
                      rowTestId="presentation-sales-row"
                    />
                  </LiveSection>
                </>
              )}
            </QueryStates>
          </>
        )}
      </QueryStates>
    </div>
  );
}
