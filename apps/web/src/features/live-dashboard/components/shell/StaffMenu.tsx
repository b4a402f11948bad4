import type { StaffSession } from '@kupa/contracts';
import type { StaffPageKey } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import type { LivePage } from '../../utils/staff-pages';

export const MENU_LABELS: Record<StaffPageKey, LiveMessageKey> = {
  attendance: 'live.menu.attendance',
  featureMonitor: 'live.menu.featureMonitor',
  locationTicketSales: 'live.menu.locationTicketSales',
  featureTicketSales: 'live.menu.featureTicketSales',
  presentationSales: 'live.menu.presentationSales',
  cinemaMonitor: 'live.menu.cinemaMonitor',
  waivers: 'live.menu.waivers',
  ticketReferencePromptAdmin: 'live.menu.referenceAgents',
};

/** The monitor pages of the session's menu (spec 3: the staff session carries a menu), the current one marked. */
export function StaffMenu({ menu, page }: { menu: StaffSession['menu']; page: LivePage }) {
  const intl = useIntl();
  return (
    <nav className="staff-menu" aria-label={intl.formatMessage({ id: 'live.menu.label' })} data-testid="staff-menu">
      <ul className="staff-menu__list">
        {menu.map((item) => (
          <li key={item.key}>
            <LocalizedLink
              to={item.path}
              className="staff-menu__link"
              aria-current={item.key === page ? 'page' : undefined}
              data-testid={`staff-menu-${item.key}`}
            >
              <FormattedMessage id={MENU_LABELS[item.key]} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
