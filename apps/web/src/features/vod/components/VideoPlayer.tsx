import type { VodEntitlement, VodPlayResponse } from '@kupa/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import type { PlaybackSupport } from '../utils/playback-support';
import { CompatibilityWarning } from './CompatibilityWarning';

interface VideoPlayerProps {
  entitlement: VodEntitlement;
  support: PlaybackSupport;
  stream: VodPlayResponse | null;
  starting: boolean;
  failure: unknown;
  onPlay(): void;
}

/**
 * The player: the Play button (each press is a counted play) while the title is watchable, the video element once the
 * server answered its stream, the compatibility warning instead of the button where the browser cannot play, and the
 * refusal of the server (no plays left, viewing period over) in words.
 */
export function VideoPlayer({ entitlement, support, stream, starting, failure, onPlay }: VideoPlayerProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const video = useRef<HTMLVideoElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!stream || !video.current) return;
    setLoadFailed(false);
    // Started by the visitor's press on Play; a browser that still refuses leaves the controls to start it.
    video.current.play().catch(() => undefined);
  }, [stream]);

  return (
    <div className="watch-page__player">
      {stream && (
        <video
          ref={video}
          className="watch-page__video"
          src={stream.streamUrl}
          controls
          playsInline
          preload="auto"
          aria-label={intl.formatMessage({ id: 'vod.watch.player' }, { title: entitlement.title })}
          data-testid="vod-video"
          onError={() => setLoadFailed(true)}
        />
      )}
      {stream && (
        <p role="status" data-testid="vod-play-counted">
          <FormattedMessage id="vod.watch.playCounted" />
        </p>
      )}
      {loadFailed && (
        <p className="checkout-alert" role="alert" data-testid="vod-load-failed">
          <FormattedMessage id="vod.watch.loadError" />
        </p>
      )}
      {failure !== null && (
        <p className="checkout-alert" role="alert" data-testid="vod-play-refused">
          {failureText(failure)}
        </p>
      )}
      {support !== 'supported' ? (
        <CompatibilityWarning support={support} />
      ) : entitlement.state !== 'watchable' ? (
        <p className="notice notice--warning" data-testid="vod-not-watchable" data-state={entitlement.state}>
          <FormattedMessage id={`vod.watch.state.${entitlement.state}`} />
        </p>
      ) : (
        <div className="watch-page__actions">
          <button type="button" className="button button--primary" data-testid="vod-play" disabled={starting} onClick={onPlay}>
            {starting ? <Spinner /> : null}
            <FormattedMessage id={starting ? 'vod.watch.starting' : 'vod.watch.play'} values={{ remaining: entitlement.playsRemaining }} />
          </button>
        </div>
      )}
    </div>
  );
}
