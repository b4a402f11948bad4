import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { confirmationPath } from '../utils/confirmation-facts';
import type { RecentOrder } from '../utils/recent-order';
import '../../../../styles/confirmation.css';

/** Above a new order's seat map: the order this tab just bought here, with a link to its confirmation (Back after buying). */
export function RecentOrderNotice({ presentationId, order }: { presentationId: number; order: RecentOrder }) {
  return (
    <p className="checkout-notice" role="status" data-testid="recent-order-notice">
      <FormattedMessage id="confirmation.recent" values={{ number: <bdi dir="ltr">{order.reservationIdentifier}</bdi> }} />
      <LocalizedLink
        to={confirmationPath(presentationId, order.documentKey)}
        className="recent-order__link"
        data-testid="recent-order-link"
      >
        <FormattedMessage id="confirmation.recentLink" />
      </LocalizedLink>
    </p>
  );
}
