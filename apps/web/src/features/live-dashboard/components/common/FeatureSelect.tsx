import { useIntl } from 'react-intl';
import { SelectField } from './SelectField';

interface FeatureSelectProps {
  features: readonly { FeatureId: number; Name: string }[];
  value: number | null;
  onChange: (featureId: number | null) => void;
  /** The text of the empty choice ("All features" or "Choose a feature"). */
  allLabel?: string;
}

/** One feature, or none (all features). */
export function FeatureSelect({ features, value, onChange, allLabel }: FeatureSelectProps) {
  const intl = useIntl();
  return (
    <SelectField
      label="live.filters.feature"
      value={value === null ? '' : String(value)}
      options={features.map((f) => ({ value: String(f.FeatureId), label: f.Name }))}
      allLabel={allLabel ?? intl.formatMessage({ id: 'live.filters.allFeatures' })}
      onChange={(v) => {
        onChange(v === '' ? null : Number(v));
      }}
      testId="feature-select"
    />
  );
}
