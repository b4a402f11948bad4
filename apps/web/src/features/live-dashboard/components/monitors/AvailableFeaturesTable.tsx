import type { AvailableFeaturesResponse } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TableColumn } from '../../utils/table-columns';
import { withParams } from '../../utils/url-params';
import { DataTable } from '../common/DataTable';
import { LiveSection } from '../common/LiveSection';

type AvailableFeature = AvailableFeaturesResponse['features'][number];

/** The features playing in the range; a name opens the feature. */
export function AvailableFeaturesTable({
  features,
  range,
}: {
  features: readonly AvailableFeature[];
  range: { startDate: string; endDate: string };
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const columns: TableColumn<AvailableFeature>[] = [
    {
      id: 'feature',
      label: 'live.col.feature',
      kind: 'text',
      value: (r) => r.Name,
      render: (r) => (
        <Link
          to={{ pathname, search: `?${withParams(params, { feature: r.FeatureId, presentation: null }).toString()}` }}
          data-testid="feature-link"
          data-feature-id={r.FeatureId}
        >
          {r.Name}
        </Link>
      ),
    },
    { id: 'presentations', label: 'live.col.presentations', kind: 'integer', value: (r) => r.Presentations },
    { id: 'first', label: 'live.col.firstDate', kind: 'date', value: (r) => r.FirstDate },
    { id: 'last', label: 'live.col.lastDate', kind: 'date', value: (r) => r.LastDate },
  ];
  const title = intl.formatMessage({ id: 'live.featureMonitor.featuresTitle' });
  return (
    <LiveSection title={title} testId="available-features">
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={features}
        rowKey={(r) => r.FeatureId}
        fileName={['features', range.startDate, range.endDate]}
        testId="available-features-table"
        rowTestId="available-feature-row"
      />
    </LiveSection>
  );
}
