import type { CinemaFilterDataResponse } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { DATE_TYPES, DETAIL_LEVELS, HISTORY_PARAMS, type HistoryView } from '../../utils/history-filter';
import { DateRangeFields } from '../common/DateRangeFields';
import { FeatureSelect } from '../common/FeatureSelect';
import { FilterBar } from '../common/FilterBar';
import { SelectField } from '../common/SelectField';

const DATE_TYPE_LABELS: Record<(typeof DATE_TYPES)[number], LiveMessageKey> = {
  1: 'live.history.dateType.sale',
  2: 'live.history.dateType.presentation',
};
const LEVEL_LABELS: Record<(typeof DETAIL_LEVELS)[number], LiveMessageKey> = {
  1: 'live.history.level.option',
  2: 'live.history.level.feature',
  3: 'live.history.level.presentation',
};

/** The history filter: date range (default the last month), date type (default presentation date) and detail level. */
interface HistoryFilterFormProps {
  view: HistoryView;
  ticketName: string | null;
  filters: Pick<CinemaFilterDataResponse, 'features' | 'featureCategories'>;
}

export function HistoryFilterForm({ view, ticketName, filters }: HistoryFilterFormProps) {
  const intl = useIntl();
  const [, update] = useUrlFilters();
  return (
    <FilterBar>
      <DateRangeFields
        testId="history-range"
        startDate={view.startDate}
        endDate={view.endDate}
        onChange={(r) => update({ [HISTORY_PARAMS.from]: r.startDate, [HISTORY_PARAMS.to]: r.endDate })}
      />
      <SelectField
        label="live.history.dateType"
        testId="history-date-type"
        value={String(view.dateType)}
        options={DATE_TYPES.map((t) => ({ value: String(t), label: intl.formatMessage({ id: DATE_TYPE_LABELS[t] }) }))}
        onChange={(v) => update({ [HISTORY_PARAMS.dateType]: v })}
      />
      <SelectField
        label="live.history.detailLevel"
        testId="history-detail-level"
        value={String(view.detailLevel)}
        options={DETAIL_LEVELS.map((l) => ({ value: String(l), label: intl.formatMessage({ id: LEVEL_LABELS[l] }) }))}
        onChange={(v) => update({ [HISTORY_PARAMS.detailLevel]: v })}
      />
      <FeatureSelect features={filters.features} value={view.featureId} onChange={(id) => update({ [HISTORY_PARAMS.featureId]: id })} />
      <SelectField
        label="live.history.category"
        testId="history-category"
        value={view.featureCategoryId === null ? '' : String(view.featureCategoryId)}
        options={filters.featureCategories.map((c) => ({ value: String(c.FeatureCategoryId), label: c.Name }))}
        allLabel={intl.formatMessage({ id: 'live.history.allCategories' })}
        onChange={(v) => update({ [HISTORY_PARAMS.featureCategoryId]: v === '' ? null : v })}
      />
      {view.ticketId !== null && (
        <div className="field field--toggle">
          <button
            type="button"
            className="toggle-button"
            aria-pressed="true"
            data-testid="history-ticket-filter"
            onClick={() => update({ [HISTORY_PARAMS.ticketId]: null })}
          >
            <FormattedMessage id="live.history.onlyTicket" values={{ ticket: ticketName ?? String(view.ticketId) }} />
          </button>
        </div>
      )}
    </FilterBar>
  );
}
