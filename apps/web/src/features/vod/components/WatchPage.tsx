import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useAppConfig } from '../../../lib/config/config-context';
import { formatShowDateTime } from '../../../lib/format/date-time';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { MemberLoginDialog } from '../../checkout';
import { useWatch } from '../hooks/use-watch';
import { VideoPlayer } from './VideoPlayer';
import './vod.css';

/** /vod/watch/{entitlementId}: the player of a bought title, for its logged-in owner (spec 3 Video-on-demand item). */
export function WatchPage() {
  const id = Number(useParams().entitlementId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <Watch key={id} entitlementId={id} />;
}

function Watch({ entitlementId }: { entitlementId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const watch = useWatch(entitlementId, locale);
  const [loginOpen, setLoginOpen] = useState(false);
  const entitlement = watch.query.data;
  useDocumentTitle(entitlement?.title ?? intl.formatMessage({ id: 'vod.title' }));

  if (watch.loginRequired) {
    return (
      <div className="watch-page">
        <PageNotice
          title={<FormattedMessage id="vod.watch.loginTitle" />}
          headingLevel={1}
          testId="vod-login-required"
          action={
            <button type="button" className="button button--primary" data-testid="vod-login" onClick={() => setLoginOpen(true)}>
              <FormattedMessage id="vod.watch.login" />
            </button>
          }
        >
          <p>
            <FormattedMessage id="vod.watch.loginExplain" />
          </p>
        </PageNotice>
        <MemberLoginDialog
          open={loginOpen}
          onLoggedIn={() => {
            setLoginOpen(false);
            void watch.query.refetch();
          }}
          onClose={() => setLoginOpen(false)}
        />
      </div>
    );
  }
  if (watch.query.isError) {
    const notFound = isApiError(watch.query.error) && watch.query.error.code === 'VOD_NOT_FOUND';
    return (
      <div className="watch-page">
        <PageLoadFailed
          title={<FormattedMessage id={notFound ? 'vod.watch.notFound' : 'vod.watch.loadError'} />}
          testId="vod-watch-error"
          error={watch.query.error}
          onRetry={() => void watch.query.refetch()}
        />
      </div>
    );
  }
  if (!entitlement) {
    return (
      <PageLoading testId="vod-watch-loading">
        <FormattedMessage id="vod.watch.loading" />
      </PageLoading>
    );
  }
  return (
    <div className="watch-page" data-testid="vod-watch" data-state={entitlement.state}>
      <h1 className="page-hero__title">{entitlement.title}</h1>
      <dl className="watch-page__facts">
        <div>
          <dt>
            <FormattedMessage id="vod.watch.availableUntil" />
          </dt>
          <dd>{formatShowDateTime(entitlement.availableUntil, locale, timeZone)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vod.watch.playsLeft" />
          </dt>
          <dd data-testid="vod-plays-left">{entitlement.playsRemaining}</dd>
        </div>
        {entitlement.lastPlayedAt && (
          <div>
            <dt>
              <FormattedMessage id="vod.watch.lastPlayed" />
            </dt>
            <dd>{formatShowDateTime(entitlement.lastPlayedAt, locale, timeZone)}</dd>
          </div>
        )}
      </dl>
      <VideoPlayer
        entitlement={entitlement}
        support={watch.support}
        stream={watch.stream}
        starting={watch.starting}
        failure={watch.failure}
        onPlay={() => void watch.play()}
      />
    </div>
  );
}
