import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useVodTitles } from '../hooks/use-vod-titles';
import { VodTitleCard } from './VodTitleCard';
import './vod.css';

/** /vod: the video-on-demand titles on sale (spec 2 route defaults); Buy takes one to the checkout. */
export function VodPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const query = useVodTitles(locale);
  useDocumentTitle(intl.formatMessage({ id: 'vod.title' }));

  if (query.isError) {
    return (
      <div className="vod-page">
        <PageLoadFailed
          title={<FormattedMessage id="vod.loadError.title" />}
          testId="vod-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const first = query.data?.titles[0];
  return (
    <div className="vod-page" data-testid="vod-page">
      <div className="page-hero">
        <h1 className="page-hero__title">
          <FormattedMessage id="vod.title" />
        </h1>
        {first && (
          <p className="page-hero__subtitle">
            <FormattedMessage id="vod.intro" values={{ hours: first.viewingHours, plays: first.plays }} />
          </p>
        )}
      </div>
      {!query.data ? (
        <PageLoading testId="vod-loading">
          <FormattedMessage id="vod.loading" />
        </PageLoading>
      ) : query.data.titles.length === 0 ? (
        <PageNotice title={<FormattedMessage id="vod.none" />} tone="warning" testId="vod-none">
          {null}
        </PageNotice>
      ) : (
        <div className="vod-page__list">
          {query.data.titles.map((t) => (
            <VodTitleCard key={t.presentationId} title={t} />
          ))}
        </div>
      )}
    </div>
  );
}
