import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/en';
import { LocalizedLink, LocalizedNavLink } from '../../components/ui/LocalizedLink';
import { BrandMark } from './BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';

const NAV_ITEMS: readonly { to: string; label: MessageKey }[] = [
  { to: '/', label: 'nav.whatsOn' },
  { to: '/system-vouchers', label: 'nav.vouchers' },
  { to: '/memberships', label: 'nav.memberships' },
  { to: '/donations', label: 'nav.donations' },
  { to: '/vod', label: 'nav.vod' },
  { to: '/customer', label: 'nav.customerArea' },
];

/** The staff dashboard brings its own menu (from the staff session) instead of the customer navigation. */
const STAFF_AREA = /^\/kupa-live(\/|$)/;

export function SiteHeader() {
  const intl = useIntl();
  const staffArea = STAFF_AREA.test(useLocation().pathname);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LocalizedLink to="/" className="brand" aria-label={intl.formatMessage({ id: 'app.homeLink' })}>
          <BrandMark />
          <span className="brand__name">
            <FormattedMessage id="app.name" />
          </span>
        </LocalizedLink>
        {!staffArea && (
          <nav className="main-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
            <ul className="main-nav__list">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <LocalizedNavLink to={item.to} end={item.to === '/'} className="main-nav__link">
                    <FormattedMessage id={item.label} />
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
