import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import type { ItemOrderDone } from '../utils/item-checkout-store';

/** The confirmation's films: a link to each one's player page, and where else the link was sent. */
export function WatchLinks({ videos }: { videos: NonNullable<ItemOrderDone['videos']> }) {
  return (
    <div className="confirmation__block">
      <h3>
        <FormattedMessage id="itemCheckout.done.videos" />
      </h3>
      <ul className="item-confirmation__codes" data-testid="item-confirmation-videos">
        {videos.map((v) => (
          <li key={v.entitlementId}>
            <LocalizedLink to={v.watchPath} className="button button--primary" data-testid="item-confirmation-watch">
              <FormattedMessage id="itemCheckout.done.watchLink" values={{ title: v.title }} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="itemCheckout.done.watchNote" />
      </p>
    </div>
  );
}
