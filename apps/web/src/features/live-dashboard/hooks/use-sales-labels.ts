import { useIntl } from 'react-intl';
import { channelKindKey, productCategoryKey } from '../utils/sales-labels';

/** Translated names of channel kinds and product categories (the CSV carries the same words as the screen). */
export function useSalesLabels() {
  const intl = useIntl();
  return {
    channelKind: (kind: string) => intl.formatMessage({ id: channelKindKey(kind) }),
    category: (category: string) => {
      const key = productCategoryKey(category);
      return key ? intl.formatMessage({ id: key }) : category;
    },
  };
}
