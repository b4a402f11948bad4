import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useMiniSite } from '../hooks/use-mini-site';
import { brandColours } from '../utils/brand-colours';
import { MiniSiteShowtime } from './MiniSiteShowtime';
import './mini-site.css';

/** /mini-site/{url} (spec 2): a presentation source's own branded page; purchases from it carry its referral prices. */
export function MiniSitePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const url = useParams().url ?? '';
  const query = useMiniSite(url, locale);
  const site = query.data?.miniSite;
  const notFound = isApiError(query.error) && query.error.code === 'MINI_SITE_NOT_FOUND';
  useDocumentTitle(site?.name ?? intl.formatMessage({ id: notFound ? 'notFound.title' : 'miniSite.loading' }));

  if (notFound) return <NotFoundPage />;
  if (query.isError)
    return (
      <PageLoadFailed
        title={<FormattedMessage id="miniSite.loadError" />}
        testId="mini-site-load-error"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data || !site)
    return (
      <PageLoading testId="mini-site-loading">
        <FormattedMessage id="miniSite.loading" />
      </PageLoading>
    );

  const colours = brandColours(site.brandColor);
  const presentations = query.data.presentations;
  return (
    <section className="mini-site" data-testid="mini-site" data-mini-site-id={site.id} aria-labelledby="mini-site-title">
      <header className="mini-site__banner" style={colours ? { background: colours.background, color: colours.text } : undefined}>
        <h1 id="mini-site-title" className="mini-site__name">
          {site.name}
        </h1>
        {site.tagline && <p className="mini-site__tagline">{site.tagline}</p>}
        <p className="mini-site__note">
          <FormattedMessage id="miniSite.pricesNote" />
        </p>
      </header>
      <h2 className="mini-site__heading">
        <FormattedMessage id="miniSite.showtimes" />
      </h2>
      {presentations.length === 0 ? (
        <p data-testid="mini-site-empty">
          <FormattedMessage id="miniSite.empty" />
        </p>
      ) : (
        <ul className="mini-site__list">
          {presentations.map((item) => (
            <MiniSiteShowtime key={item.presentation.id} item={item} miniSiteId={site.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
