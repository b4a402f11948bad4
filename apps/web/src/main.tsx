import { directionOf } from '@kupa/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialState } from './lib/config/initial-state';
import { resolveLocaleFromSearch } from './lib/i18n/resolve-locale';
import { externalTargetOf } from './lib/routing/external-target';
import './styles/global.css';

const { pathname, search, hash } = window.location;
const external = externalTargetOf(pathname, search, hash);

if (external) {
  // Spec 2: a path starting with /http leaves the application before anything renders.
  window.location.replace(external);
} else {
  const config = initialState();
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
