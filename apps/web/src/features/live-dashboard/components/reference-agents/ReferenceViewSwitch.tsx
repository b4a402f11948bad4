import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { withParams } from '../../utils/url-params';

export type ReferenceView = 'agents' | 'detail' | 'ticketSales';
export const REFERENCE_VIEWS: readonly ReferenceView[] = ['agents', 'detail', 'ticketSales'];

const VIEW_LABELS: Record<ReferenceView, { label: LiveMessageKey; testId: string }> = {
  agents: { label: 'live.agents.viewAgents', testId: 'ref-view-agents' },
  detail: { label: 'live.agents.viewDetail', testId: 'ref-view-detail' },
  ticketSales: { label: 'live.agents.viewTicketSales', testId: 'ref-view-ticket-sales' },
};

/** The admin view and its Detail and TicketSales sub-views, as links (the view lives in the URL). */
export function ReferenceViewSwitch({ view }: { view: ReferenceView }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <nav className="view-switch" aria-label={intl.formatMessage({ id: 'live.agents.viewsLabel' })}>
      {REFERENCE_VIEWS.map((v) => (
        <Link
          key={v}
          to={{ pathname, search: `?${withParams(params, { view: v === 'agents' ? null : v }).toString()}` }}
          className="view-switch__link"
          aria-current={v === view ? 'page' : undefined}
          data-testid={VIEW_LABELS[v].testId}
        >
          <FormattedMessage id={VIEW_LABELS[v].label} />
        </Link>
      ))}
    </nav>
  );
}
