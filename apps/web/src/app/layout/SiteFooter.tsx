import { FormattedMessage } from 'react-intl';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          <FormattedMessage id="app.name" />
          <span className="site-footer__tagline">
            <FormattedMessage id="app.tagline" />
          </span>
        </p>
        <p>
          <FormattedMessage id="footer.about" />
        </p>
        <p>
          <FormattedMessage id="footer.prices" />
        </p>
      </div>
    </footer>
  );
}
