import type { Presentation } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';

/** The small tags of a presentation: video on demand, 3D and its age rating (inside a parent's tag row). */
export function PresentationTags({ presentation: p }: { presentation: Pick<Presentation, 'isVod' | 'is3d' | 'ratingName'> }) {
  return (
    <>
      {p.isVod && (
        <span className="tag tag--vod">
          <FormattedMessage id="presentation.vod" />
        </span>
      )}
      {p.is3d && (
        <span className="tag">
          <FormattedMessage id="presentation.3d" />
        </span>
      )}
      {p.ratingName && <span className="tag tag--rating">{p.ratingName}</span>}
    </>
  );
}
