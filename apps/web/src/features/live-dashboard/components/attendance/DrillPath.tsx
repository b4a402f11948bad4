import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type To } from 'react-router';
import { useFigureFormat } from '../../hooks/use-figure-format';
import type { DashboardState } from '../../utils/dashboard-state';

interface DrillPathProps {
  state: DashboardState;
  date: string;
  locationName: string | null;
  boxName: string | null;
  linkTo: (change: Partial<DashboardState>) => To;
}

/** Where the drill-down stands (date, location, hall or feature); each step links back up to it. */
export function DrillPath({ state, date, locationName, boxName, linkTo }: DrillPathProps) {
  const intl = useIntl();
  const format = useFigureFormat();
  const steps: { key: string; label: string; to: To }[] = [
    { key: 'date', label: format.date(date), to: linkTo({ date, locationId: null }) },
  ];
  if (state.locationId !== null) {
    steps.push({
      key: 'location',
      label: locationName ?? intl.formatMessage({ id: 'live.attendance.location' }),
      to: linkTo({ id: null }),
    });
    const byLabel = intl.formatMessage({ id: state.drillBy === 'venue' ? 'live.drill.byVenue' : 'live.drill.byFeature' });
    if (state.id !== null) steps.push({ key: 'box', label: `${byLabel}: ${boxName ?? String(state.id)}`, to: linkTo({}) });
  }
  return (
    <nav className="drill-path" aria-label={intl.formatMessage({ id: 'live.drill.pathLabel' })} data-testid="drill-path">
      <ol className="drill-path__list">
        <li>
          <FormattedMessage id="live.drill.dateStep" />
        </li>
        {steps.map((step, i) => (
          <li key={step.key}>
            {i === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <Link to={step.to} preventScrollReset>
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
