import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useMyVideos } from '../hooks/use-my-account';
import { SectionEmpty, SectionFailed, SectionLoading } from './SectionStates';
import './my-account.css';

/** The customer area's video on demand: the titles bought, each with its availability, plays left and watch link. */
export function VideosSection() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const query = useMyVideos(locale);
  const when = (iso: string) => formatShowDateTime(iso, locale, timeZone);
  return (
    <section className="my-account" aria-labelledby="my-videos-title" data-testid="my-videos">
      <h2 id="my-videos-title" className="my-account__title">
        <FormattedMessage id="myAccount.videos.title" />
      </h2>
      {query.isPending ? (
        <SectionLoading testId="my-videos-loading">
          <FormattedMessage id="myAccount.videos.loading" />
        </SectionLoading>
      ) : query.isError ? (
        <SectionFailed
          title={<FormattedMessage id="myAccount.videos.loadFailed" />}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="my-videos-failed"
        />
      ) : query.data.length === 0 ? (
        <SectionEmpty testId="my-videos-empty" to="/vod" action={<FormattedMessage id="myAccount.videos.emptyAction" />}>
          <FormattedMessage id="myAccount.videos.empty" />
        </SectionEmpty>
      ) : (
        <ul className="my-account__list">
          {query.data.map((video) => (
            <li key={video.id} className="my-account__card" data-testid="my-video">
              <h3 className="my-account__card-title">{video.title}</h3>
              <dl className="my-account__facts">
                <div className="my-account__fact">
                  <dt>
                    <FormattedMessage id="myAccount.videos.purchased" />
                  </dt>
                  <dd>{when(video.purchasedAt)}</dd>
                </div>
                <div className="my-account__fact">
                  <dt>
                    <FormattedMessage id="myAccount.videos.availableUntil" />
                  </dt>
                  <dd>{when(video.availableUntil)}</dd>
                </div>
              </dl>
              <p>
                <FormattedMessage id="myAccount.videos.plays" values={{ remaining: video.playsRemaining }} />
              </p>
              {video.isWatchable ? (
                <LocalizedLink className="button button--primary" to={video.watchPath} data-testid="my-video-watch">
                  {intl.formatMessage({ id: 'myAccount.videos.watch' }, { title: video.title })}
                </LocalizedLink>
              ) : (
                <p className="my-account__muted">
                  <FormattedMessage id="myAccount.videos.notWatchable" />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
