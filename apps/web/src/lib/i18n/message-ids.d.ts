import type { MessageKey } from '../../i18n/en';
import type { LiveMessageKey } from '../../i18n/live/en';

// Types every <FormattedMessage id> and intl.formatMessage({ id }) against the English catalogues: the site's and
// the staff dashboard's (whose messages are only provided inside the dashboard, see LiveMessagesProvider).
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey | LiveMessageKey;
    }
  }
}
