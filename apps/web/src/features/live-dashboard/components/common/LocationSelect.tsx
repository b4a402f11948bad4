import { useIntl } from 'react-intl';
import { SelectField } from './SelectField';

interface LocationSelectProps {
  locations: readonly { LocationId: number; Name: string }[];
  value: number | null;
  onChange: (locationId: number | null) => void;
}

/** One location of the session's businesses, or all of them. */
export function LocationSelect({ locations, value, onChange }: LocationSelectProps) {
  const intl = useIntl();
  return (
    <SelectField
      label="live.filters.location"
      value={value === null ? '' : String(value)}
      options={locations.map((l) => ({ value: String(l.LocationId), label: l.Name }))}
      allLabel={intl.formatMessage({ id: 'live.filters.allLocations' })}
      onChange={(v) => {
        onChange(v === '' ? null : Number(v));
      }}
      testId="location-select"
    />
  );
}
