import type { FeatureSalesRow } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeatureTicketSalesData, useFeatureTicketSalesPage } from '../../hooks/use-feature-ticket-sales';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { figureColumns, SALES_COLUMNS } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';
import { readDateParam, readFlagParam, readIdParam } from '../../utils/url-params';
import { DataTable } from '../common/DataTable';
import { DaySelect } from '../common/DaySelect';
import { FeatureSelect } from '../common/FeatureSelect';
import { FiguresSummary } from '../common/FiguresSummary';
import { FilterBar } from '../common/FilterBar';
import { LiveSection } from '../common/LiveSection';
import { LocationSelect } from '../common/LocationSelect';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';

function columnsFor(byLocation: boolean): TableColumn<FeatureSalesRow>[] {
  return [
    { id: 'feature', label: 'live.col.feature', kind: 'text', value: (r) => r.FeatureName },
    ...(byLocation
      ? [{ id: 'location', label: 'live.col.location', kind: 'text', value: (r) => r.LocationName } satisfies TableColumn<FeatureSalesRow>]
      : []),
    ...figureColumns<FeatureSalesRow>(SALES_COLUMNS),
  ];
}

/** Feature ticket-sales view (spec 2): sales per feature on a date, optionally split by location. */
export function FeatureTicketSalesPage() {
  const intl = useIntl();
  const meta = useFeatureTicketSalesPage();
  const [params, update] = useUrlFilters();
  const date = readDateParam(params, 'date', meta.data?.today ?? null);
  const locationId = readIdParam(params, 'location');
  const featureId = readIdParam(params, 'feature');
  const isByLocation = readFlagParam(params, 'byLocation');
  const data = useFeatureTicketSalesData(date ? { date, locationId, featureId, isByLocation } : null);
  const refresh = usePageRefresh(date ? [meta, data] : [meta]);
  const title = intl.formatMessage({ id: isByLocation ? 'live.featureSales.tableByLocation' : 'live.featureSales.table' });
  return (
    <div className="live-page__body" data-testid="feature-ticket-sales-page">
      <PageHeader
        title="live.menu.featureTicketSales"
        description="live.featureSales.description"
        actions={<RefreshBar refresh={refresh} />}
      />
      <QueryStates query={meta}>
        {(page) => (
          <>
            <FilterBar>
              <DaySelect days={page.days} value={date ?? page.today} onChange={(d) => update({ date: d })} />
              <LocationSelect locations={page.locations} value={locationId} onChange={(id) => update({ location: id })} />
              <FeatureSelect features={page.features} value={featureId} onChange={(id) => update({ feature: id })} />
              <div className="field field--toggle">
                <button
                  type="button"
                  className="toggle-button"
                  aria-pressed={isByLocation}
                  data-testid="by-location-toggle"
                  onClick={() => {
                    update({ byLocation: !isByLocation });
                  }}
                >
                  <FormattedMessage id="live.featureSales.byLocation" />
                </button>
              </div>
            </FilterBar>
            <QueryStates query={data}>
              {(sales) => (
                <>
                  <FiguresSummary figures={sales.totals} />
                  <LiveSection title={title}>
                    <DataTable
                      key={String(sales.isByLocation)}
                      caption={title}
                      captionHidden
                      columns={columnsFor(sales.isByLocation)}
                      rows={sales.rows}
                      rowKey={(r) => `${r.FeatureId}-${r.LocationId ?? 0}`}
                      fileName={['feature-ticket-sales', sales.date, sales.isByLocation ? 'by-location' : 'all']}
                      testId="feature-sales-table"
                      rowTestId="feature-sales-row"
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
