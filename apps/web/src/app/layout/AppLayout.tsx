import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** Skip link, header, the main landmark and footer around every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
