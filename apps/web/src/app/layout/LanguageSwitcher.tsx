import { directionOf } from '@kupa/domain';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../lib/config/config-context';
import { useLocale } from '../../lib/i18n/locale-context';
import { withLang } from '../../lib/i18n/with-lang';

/** Links to this same page in each enabled language; the current one is marked for assistive technology. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { enabledLocales } = useAppConfig();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (enabledLocales.length < 2) return null;
  return (
    <nav className="lang-switch" aria-label={intl.formatMessage({ id: 'language.label' })} data-testid="language-switcher">
      <ul className="lang-switch__list">
        {enabledLocales.map((l) => (
          <li key={l}>
            <Link
              to={withLang(here, l)}
              lang={l}
              hrefLang={l}
              dir={directionOf(l)}
              className="lang-switch__link"
              aria-current={l === locale ? 'true' : undefined}
              data-testid={`language-${l}`}
              preventScrollReset
            >
              {intl.formatMessage({ id: `language.${l}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
