import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/en';
import { LocalizedLink, LocalizedNavLink } from '../../components/ui/LocalizedLink';
import { BrandMark } from './BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';

const NAV_ITEMS: readonly { to: string; label: MessageKey }[] = [
  { to: '/', label: 'nav.whatsOn' },
  { to: '/system-vouchers', label: 'nav.vouchers' },
  { to: '/memberships', label: 'nav.memberships' },
  { to: '/vod', label: 'nav.vod' },
  { to: '/customer', label: 'nav.customerArea' },
];

export function SiteHeader() {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LocalizedLink to="/" className="brand" aria-label={intl.formatMessage({ id: 'app.homeLink' })}>
          <BrandMark />
          <span className="brand__name">
            <FormattedMessage id="app.name" />
          </span>
        </LocalizedLink>
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
        <LanguageSwitcher />
      </div>
    </header>
  );
}
