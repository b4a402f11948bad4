import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useLocations } from '../hooks/use-locations';

interface ListingFilterBarProps {
  dates: readonly string[];
  date: string | null;
  locationId: number | null;
  dateLabel: (date: string) => string;
  onDateChange: (date: string | null) => void;
  onLocationChange: (locationId: number | null) => void;
}

/** Location (from /api/customer/locations) and date (the 14 listed days) filters. */
export function ListingFilterBar({ dates, date, locationId, dateLabel, onDateChange, onLocationChange }: ListingFilterBarProps) {
  const intl = useIntl();
  const id = useId();
  const { locale } = useLocale();
  const locations = useLocations(locale);
  return (
    <form
      className="filters"
      role="search"
      aria-label={intl.formatMessage({ id: 'listing.filters' })}
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>
          <FormattedMessage id="listing.location" />
        </label>
        <select
          id={`${id}-location`}
          className="field__control"
          data-testid="location-filter"
          value={locationId ?? ''}
          aria-describedby={locations.isError ? `${id}-location-error` : undefined}
          onChange={(e) => {
            onLocationChange(e.target.value === '' ? null : Number(e.target.value));
          }}
        >
          <option value="">{intl.formatMessage({ id: 'listing.allLocations' })}</option>
          {locations.data?.map((l) => (
            <option key={l.value} value={l.value}>
              {l.text}
            </option>
          ))}
        </select>
        {locations.isError && (
          <p id={`${id}-location-error`} className="field__hint">
            <FormattedMessage id="listing.locationsError" />
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          <FormattedMessage id="listing.date" />
        </label>
        <select
          id={`${id}-date`}
          className="field__control"
          data-testid="date-filter"
          value={date ?? ''}
          onChange={(e) => {
            onDateChange(e.target.value === '' ? null : e.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'listing.allDates' })}</option>
          {dates.map((d) => (
            <option key={d} value={d}>
              {dateLabel(d)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
