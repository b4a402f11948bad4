import type { LocationRow } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocationTicketSalesData, useLocationTicketSalesPage } from '../../hooks/use-location-ticket-sales';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { figureColumns, SALES_COLUMNS } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { readDateParam, readIdParam } from '../../utils/url-params';
import { DataTable } from '../common/DataTable';
import { DaySelect } from '../common/DaySelect';
import { FiguresSummary } from '../common/FiguresSummary';
import { FilterBar } from '../common/FilterBar';
import { LiveSection } from '../common/LiveSection';
import { LocationSelect } from '../common/LocationSelect';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';

const COLUMNS: TableColumn<LocationRow>[] = [
  { id: 'location', label: 'live.col.location', kind: 'text', value: (r) => r.LocationName },
  ...figureColumns<LocationRow>(SALES_COLUMNS),
];

/** Location ticket-sales view (spec 2): sales per location on a date. */
export function LocationTicketSalesPage() {
  const intl = useIntl();
  const meta = useLocationTicketSalesPage();
  const [params, update] = useUrlFilters();
  const date = readDateParam(params, 'date', meta.data?.today ?? null);
  const locationId = readIdParam(params, 'location');
  const data = useLocationTicketSalesData(date, locationId ?? 0);
  const refresh = usePageRefresh(date ? [meta, data] : [meta]);
  return (
    <div className="live-page__body" data-testid="location-ticket-sales-page">
      <PageHeader
        title="live.menu.locationTicketSales"
        description="live.locationSales.description"
        actions={<RefreshBar refresh={refresh} />}
      />
      <QueryStates query={meta}>
        {(page) => (
          <>
            <FilterBar>
              <DaySelect days={page.days} value={date ?? page.today} onChange={(d) => update({ date: d })} />
              <LocationSelect locations={page.locations} value={locationId} onChange={(id) => update({ location: id })} />
            </FilterBar>
            <QueryStates query={data}>
              {(sales) => (
                <>
                  <FiguresSummary figures={sales.totals} />
                  <LiveSection title={intl.formatMessage({ id: 'live.locationSales.tableTitle' })}>
                    <DataTable
                      caption={intl.formatMessage({ id: 'live.locationSales.tableTitle' })}
                      captionHidden
                      columns={COLUMNS}
                      rows={sales.rows}
                      rowKey={(r) => r.LocationId}
                      fileName={['location-ticket-sales', sales.date]}
                      testId="location-sales-table"
                      rowTestId="location-sales-row"
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
