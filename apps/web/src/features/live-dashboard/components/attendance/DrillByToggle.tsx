import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type To } from 'react-router';
import type { DashboardState, DrillBy } from '../../utils/dashboard-state';

const CHOICES: readonly { drillBy: DrillBy; testId: string }[] = [
  { drillBy: 'venue', testId: 'drill-by-venue' },
  { drillBy: 'feature', testId: 'drill-by-feature' },
];

/** The drill-by choice (spec 4): a location's halls or its features; the choice lives in the URL. */
export function DrillByToggle({ drillBy, linkTo }: { drillBy: DrillBy; linkTo: (change: Partial<DashboardState>) => To }) {
  const intl = useIntl();
  return (
    <nav className="view-switch" aria-label={intl.formatMessage({ id: 'live.drill.byLabel' })} data-testid="drill-by">
      {CHOICES.map((c) => (
        <Link
          key={c.drillBy}
          to={linkTo({ drillBy: c.drillBy })}
          className="view-switch__link"
          aria-current={c.drillBy === drillBy ? 'true' : undefined}
          data-testid={c.testId}
          preventScrollReset
        >
          <FormattedMessage id={c.drillBy === 'venue' ? 'live.drill.byVenue' : 'live.drill.byFeature'} />
        </Link>
      ))}
    </nav>
  );
}
