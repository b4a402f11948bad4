import { FormattedMessage } from 'react-intl';
import { useFilterData } from '../../hooks/use-filter-data';
import { usePageRefresh } from '../../hooks/use-page-refresh';
import { useStaffWaivers } from '../../hooks/use-staff-waivers';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { todayOf } from '../../utils/calendar';
import { readDateParam } from '../../utils/url-params';
import { DaySelect } from '../common/DaySelect';
import { FilterBar } from '../common/FilterBar';
import { PageHeader } from '../common/PageHeader';
import { QueryStates } from '../common/QueryStates';
import { RefreshBar } from '../common/RefreshBar';
import { WaiverSessionTable } from './WaiverSessionTable';

/** Waivers (issue 11): for a business date, each session in a hall that needs waivers and its orders' completeness. */
export function WaiversPage() {
  const filters = useFilterData();
  const [params, update] = useUrlFilters();
  const today = filters.data ? todayOf(filters.data.days) : null;
  const date = readDateParam(params, 'date', today);
  const waivers = useStaffWaivers(date);
  const refresh = usePageRefresh(date ? [filters, waivers] : [filters]);
  return (
    <div className="live-page__body" data-testid="waivers-page">
      <PageHeader title="live.menu.waivers" description="live.waivers.description" actions={<RefreshBar refresh={refresh} />} />
      <QueryStates query={filters}>
        {(data) => (
          <>
            <FilterBar>
              <DaySelect days={data.days} value={date ?? ''} onChange={(d) => update({ date: d })} />
            </FilterBar>
            <QueryStates query={waivers}>
              {(answer) =>
                answer.presentations.length === 0 ? (
                  <p className="data-table__empty" data-testid="waivers-empty">
                    <FormattedMessage id="live.waivers.empty" />
                  </p>
                ) : (
                  answer.presentations.map((p) => <WaiverSessionTable key={p.presentationId} presentation={p} />)
                )
              }
            </QueryStates>
          </>
        )}
      </QueryStates>
    </div>
  );
}
