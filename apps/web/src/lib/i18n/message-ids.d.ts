import type { MessageKey } from '../../i18n/en';

// Types every <FormattedMessage id> and intl.formatMessage({ id }) against the English catalogue.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
