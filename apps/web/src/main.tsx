import { externalTargetOf, isAllowedExternalTarget } from '@kupa/contracts';
import { directionOf } from '@kupa/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialState } from './lib/config/initial-state';
import { resolveLocaleFromSearch } from './lib/i18n/resolve-locale';
import './styles/global.css';

const { pathname, search, hash } = window.location;
const config = initialState();
const external = externalTargetOf(pathname, search, hash);

if (external && isAllowedExternalTarget(external, config.externalLinkOrigins)) {
  // Spec 2: a path starting with /http leaves the application before anything renders, for allowed addresses only
  // (the server redirects those itself; this covers a page served from a cache). Others get the refusal page.
  window.location.replace(external);
} else {
  // Set <html lang dir> before the first paint; LocaleProvider keeps them in step afterwards.
  const resolution = resolveLocaleFromSearch(search, config);
  const locale = resolution.ok ? resolution.locale : config.defaultLocale;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
