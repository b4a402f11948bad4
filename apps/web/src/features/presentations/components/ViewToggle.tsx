import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../../i18n/en';
import type { ListingView } from '../utils/listing-filters';

const VIEWS: readonly { view: ListingView; label: MessageKey; testId: string }[] = [
  { view: 'byDate', label: 'listing.view.byDate', testId: 'view-by-date-button' },
  { view: 'byFeature', label: 'listing.view.byFeature', testId: 'view-by-feature-button' },
];

/** Two toggle buttons (aria-pressed) switching the list mode. */
export function ViewToggle({ value, onChange }: { value: ListingView; onChange: (view: ListingView) => void }) {
  const intl = useIntl();
  return (
    <div className="view-toggle" role="group" aria-label={intl.formatMessage({ id: 'listing.view' })} data-testid="view-toggle">
      {VIEWS.map(({ view, label, testId }) => (
        <button
          key={view}
          type="button"
          className="view-toggle__button"
          aria-pressed={value === view}
          data-testid={testId}
          onClick={() => {
            onChange(view);
          }}
        >
          <FormattedMessage id={label} />
        </button>
      ))}
    </div>
  );
}
