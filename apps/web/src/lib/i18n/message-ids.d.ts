import type { MessageKey } from '../../i18n/en';
import type { CheckoutMessageKey } from '../../i18n/checkout/en';
import type { LiveMessageKey } from '../../i18n/live/en';

// Types every <FormattedMessage id> and intl.formatMessage({ id }) against the English catalogues: the site's, the
// staff dashboard's and the checkout's (these two are only provided inside their pages: LiveMessagesProvider,
// CheckoutMessagesProvider).
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey | LiveMessageKey | CheckoutMessageKey;
    }
  }
}
