import { useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { useAppConfig } from '../../lib/config/config-context';
import { resolveLocale } from '../../lib/i18n/resolve-locale';
import { LocaleProvider } from '../providers/LocaleProvider';
import { useLoggedRouteError } from './use-logged-route-error';

/** Last resort when the layout itself failed: the error page alone, still translated. */
export function RootErrorBoundary() {
  useLoggedRouteError();
  const config = useAppConfig();
  const [params] = useSearchParams();
  const resolution = resolveLocale(params.get('lang'), config);
  const locale = resolution.ok ? resolution.locale : config.defaultLocale;
  return (
    <LocaleProvider locale={locale} linkLang={resolution.ok && resolution.fromUrl ? locale : null}>
      <main id="main" className="site-main site-main--bare">
        <ErrorPage />
      </main>
    </LocaleProvider>
  );
}
