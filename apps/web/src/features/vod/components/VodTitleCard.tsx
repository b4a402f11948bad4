import type { VodTitle } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useBuyVideo } from '../hooks/use-buy-video';
import { posterAtSize } from '../../../lib/presentation/poster-size';

/** One title on sale: poster, length and rating, price and viewing terms, and the button that buys it. */
export function VodTitleCard({ title }: { title: VodTitle }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const buy = useBuyVideo();
  return (
    <article className="vod-card" data-testid="vod-title" data-presentation-id={title.presentationId}>
      <img className="vod-card__poster" src={posterAtSize(title.posterUrl, 'thumb')} alt="" width={120} height={180} loading="lazy" />
      <div className="vod-card__body">
        <h2 className="vod-card__title">{title.title}</h2>
        <p className="vod-card__facts">
          <FormattedMessage id="vod.minutes" values={{ minutes: title.minutes }} />
          {title.ratingName && <span className="vod-card__rating">{title.ratingName}</span>}
        </p>
        {title.synopsis && <p className="vod-card__synopsis">{title.synopsis}</p>}
        <p className="vod-card__price">
          <FormattedMessage
            id="vod.price"
            values={{ price: <strong data-amount={title.price}>{formatPrice(title.price, locale)}</strong> }}
          />
        </p>
        <p className="vod-card__terms">
          <FormattedMessage id="vod.terms" values={{ hours: title.viewingHours, plays: title.plays }} />
        </p>
        <button type="button" className="button button--primary" data-testid="vod-buy" onClick={() => buy(title)}>
          {intl.formatMessage({ id: 'vod.buy' }, { title: title.title })}
        </button>
      </div>
    </article>
  );
}
