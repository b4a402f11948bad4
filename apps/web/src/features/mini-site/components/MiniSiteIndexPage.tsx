import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useMiniSites } from '../hooks/use-mini-site';
import './mini-site.css';

/** /mini-site (spec 2's configured route): the mini sites, each a link to its own page. */
export function MiniSiteIndexPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const query = useMiniSites(locale);
  useDocumentTitle(intl.formatMessage({ id: 'miniSite.indexTitle' }));
  if (query.isError)
    return (
      <PageLoadFailed
        title={<FormattedMessage id="miniSite.loadError" />}
        testId="mini-sites-load-error"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <PageLoading testId="mini-sites-loading">
        <FormattedMessage id="miniSite.loading" />
      </PageLoading>
    );
  return (
    <section className="mini-site" aria-labelledby="mini-sites-title" data-testid="mini-sites">
      <h1 id="mini-sites-title" className="mini-site__heading">
        <FormattedMessage id="miniSite.indexTitle" />
      </h1>
      <ul className="mini-site__list">
        {query.data.miniSites.map((site) => (
          <li key={site.id} className="mini-site__showtime">
            <div>
              <h2 className="mini-site__showtime-title">
                <LocalizedLink to={`/mini-site/${encodeURIComponent(site.url)}`}>{site.name}</LocalizedLink>
              </h2>
              {site.tagline && <p className="mini-site__meta">{site.tagline}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
