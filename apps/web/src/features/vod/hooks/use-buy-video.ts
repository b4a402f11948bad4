import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import { checkoutPathOf, savePendingOrder } from '../../item-order';

/** Buying a title: it becomes the pending order (replacing any other kind, spec 4) and the checkout of its kind opens. */
export function useBuyVideo() {
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  return (title: { presentationId: number; businessId: number }) => {
    savePendingOrder({ kind: 'vod', businessId: title.businessId, lines: [{ presentationId: title.presentationId }] });
    void navigate(withLang(checkoutPathOf('vod'), linkLang));
  };
}
