import { FormattedMessage } from 'react-intl';
import type { PlaybackSupport } from '../utils/playback-support';

/** Spec 2 Video player compatibility warnings: why this browser cannot play, before any play is counted. */
export function CompatibilityWarning({ support }: { support: Exclude<PlaybackSupport, 'supported'> }) {
  return (
    <div className="checkout-alert" role="alert" data-testid="vod-compat-warning" data-support={support}>
      <p>
        <FormattedMessage id={support === 'iosSafari' ? 'vod.compat.iosSafari' : 'vod.compat.incompatible'} />
      </p>
      <p>
        <FormattedMessage id="vod.compat.noPlayCounted" />
      </p>
    </div>
  );
}
