import type { Presentation } from '@kupa/contracts';
import { VOD_VIEWING_TERMS } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useBuyVideo } from '../hooks/use-buy-video';

/** The order page of a video presentation (the list's watch button): what buying gives, and Buy and watch. */
export function BuyVideoNotice({ presentation }: { presentation: Pick<Presentation, 'id' | 'businessId'> }) {
  const buy = useBuyVideo();
  return (
    <PageNotice
      title={<FormattedMessage id="vod.buyFromOrder" />}
      testId="order-vod"
      action={
        <button
          type="button"
          className="button button--primary"
          data-testid="order-vod-buy"
          onClick={() => buy({ presentationId: presentation.id, businessId: presentation.businessId })}
        >
          <FormattedMessage id="vod.buyFromOrder" />
        </button>
      }
    >
      <p>
        <FormattedMessage id="vod.buyFromOrder.explain" values={{ hours: VOD_VIEWING_TERMS.hours, plays: VOD_VIEWING_TERMS.plays }} />
      </p>
    </PageNotice>
  );
}
