import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { usePoster, useVodTitle } from '../../hooks/use-film-media';
import { vodDraftOf } from '../../utils/vod-draft';
import { PosterUpload } from './PosterUpload';
import { VodForm } from './VodForm';
import { VodVideo } from './VodVideo';
import './film-media.css';

/** The poster and the video-on-demand title of the film being edited, with the title's video once it exists. */
export function FilmMedia({ businessId, featureId }: { businessId: number; featureId: number }) {
  const poster = usePoster(businessId, featureId);
  const vod = useVodTitle(businessId, featureId);
  const failed = poster.query.isError ? poster.query : vod.query.isError ? vod.query : null;
  if (failed) return <MonitorError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!poster.query.data || vod.query.data === undefined) return <MonitorLoading />;
  return (
    <section className="manage-panel" aria-labelledby="manage-film-media-title" data-testid="film-media">
      <h2 id="manage-film-media-title" className="manage-panel__title">
        <FormattedMessage id="live.films.media" />
      </h2>
      <PosterUpload
        poster={poster.query.data}
        state={poster.send}
        onUpload={(file) => poster.send.mutate(file)}
        onRemove={() => poster.send.mutate(null)}
      />
      <VodForm
        key={JSON.stringify(vod.query.data)}
        initial={vodDraftOf(vod.query.data, new Date())}
        onSave={(input) => vod.save.mutate(input)}
        state={vod.save}
      />
      {vod.query.data ? (
        <VodVideo businessId={businessId} featureId={featureId} />
      ) : (
        <p className="field__help" data-testid="vod-video-after-save">
          <FormattedMessage id="live.films.video.afterSave" />
        </p>
      )}
    </section>
  );
}
