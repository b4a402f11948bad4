import { externalTargetOf, isAllowedExternalTarget } from '@kupa/contracts';
import { directionOf } from '@kupa/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialState } from './lib/config/initial-state';
import { FIRST_FRAME_ID } from './lib/first-frame/first-frame';
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
  const start = () =>
    createRoot(container).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  // The server drew the seat map's first frame into the page (ADR 0019): let the browser paint it before the app's
  // first render takes the main thread, which on a big plan held the frame back by a few hundred milliseconds.
  // A hidden page gets no animation frames: the timer starts it then.
  if (document.getElementById(FIRST_FRAME_ID)) {
    let started = false;
    const startOnce = () => {
      if (started) return;
      started = true;
      start();
    };
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    setTimeout(startOnce, 100);
  } else start();
}
