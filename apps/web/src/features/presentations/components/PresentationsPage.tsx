import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../lib/config/config-context';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useDateLabel } from '../hooks/use-date-label';
import { useListingFilters } from '../hooks/use-listing-filters';
import { usePresentations } from '../hooks/use-presentations';
import { onDate } from '../utils/group-presentations';
import { defaultListingDate, parseListingFilters } from '../utils/listing-filters';
import { listingWindow } from '../utils/listing-window';
import { ByDateView } from './ByDateView';
import { ByFeatureView } from './ByFeatureView';
import { ListingEmpty, ListingError, ListingLoading } from './ListingStates';
import { ListingFilterBar } from './ListingFilterBar';
import { ViewToggle } from './ViewToggle';
import './presentations.css';

/** The index (spec 2): upcoming presentations of today and the next 13 days, by date or by feature. */
export function PresentationsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const [span] = useState(() => listingWindow(new Date(), timeZone));
  const [params] = useSearchParams();
  const locationId = parseListingFilters(params, span.dates).locationId;
  const query = usePresentations({ startDate: span.startDate, endDate: span.endDate, locationId, lang: locale });
  const defaultDate = useMemo(() => defaultListingDate(span.dates, query.data?.presentations ?? []), [span.dates, query.data]);
  const [filters, setFilters] = useListingFilters(span.dates, defaultDate);
  const dateLabel = useDateLabel(span.dates);
  const shown = useMemo(() => onDate(query.data?.presentations ?? [], filters.date), [query.data, filters.date]);
  useDocumentTitle(intl.formatMessage({ id: 'listing.title' }));

  const filtered = filters.date !== null || filters.locationId !== null;
  let body: ReactNode;
  if (query.isPending) body = <ListingLoading />;
  else if (query.isError && !query.data) body = <ListingError error={query.error} onRetry={() => void query.refetch()} />;
  else if (shown.length === 0)
    body = (
      <ListingEmpty
        onReset={
          filtered
            ? () => {
                setFilters({ date: null, locationId: null });
              }
            : null
        }
      />
    );
  else
    body = (
      <>
        <p className="listing__count" role="status">
          <FormattedMessage id="listing.count" values={{ count: shown.length }} />
        </p>
        {filters.view === 'byFeature' ? (
          <ByFeatureView presentations={shown} dateLabel={dateLabel} />
        ) : (
          <ByDateView presentations={shown} dateLabel={dateLabel} />
        )}
      </>
    );

  return (
    <div className="listing">
      <div className="page-hero">
        <h1 className="page-hero__title">
          <FormattedMessage id="listing.title" />
        </h1>
        <p className="page-hero__subtitle">
          <FormattedMessage id="listing.subtitle" />
        </p>
      </div>
      <div className="listing__toolbar">
        <ListingFilterBar
          dates={span.dates}
          date={filters.date}
          locationId={filters.locationId}
          dateLabel={dateLabel}
          onDateChange={(date) => {
            setFilters({ date });
          }}
          onLocationChange={(locationId) => {
            setFilters({ locationId });
          }}
        />
        <ViewToggle
          value={filters.view}
          onChange={(view) => {
            setFilters({ view });
          }}
        />
      </div>
      <div className="listing__results" aria-busy={query.isFetching} data-stale={query.isPlaceholderData || undefined}>
        {body}
      </div>
    </div>
  );
}
