import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { useAppConfig } from '../../lib/config/config-context';
import { resolveLocale } from '../../lib/i18n/resolve-locale';
import { AppLayout } from '../layout/AppLayout';
import { LocaleProvider } from '../providers/LocaleProvider';

/** Resolves ?lang= for every page; an unknown or disabled lang gives the 404 page (spec 2 and 5). */
export function RootRoute() {
  const config = useAppConfig();
  const [params] = useSearchParams();
  const resolution = resolveLocale(params.get('lang'), config);
  if (!resolution.ok) {
    return (
      <LocaleProvider locale={config.defaultLocale} linkLang={null}>
        <AppLayout>
          <NotFoundPage />
        </AppLayout>
      </LocaleProvider>
    );
  }
  return (
    <LocaleProvider locale={resolution.locale} linkLang={resolution.fromUrl ? resolution.locale : null}>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <ScrollRestoration />
    </LocaleProvider>
  );
}
