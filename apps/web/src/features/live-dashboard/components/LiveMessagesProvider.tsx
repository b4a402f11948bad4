import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { liveCatalogue } from '../../../i18n/live/live-catalogue';
import { useLocale } from '../../../lib/i18n/locale-context';
import { providedMessages } from '../../../lib/i18n/provided-messages';

/**
 * Adds the dashboard's messages to the site's. They ship in the dashboard's lazy chunk, so the customer pages do
 * not download the staff screens' texts (see README: kupa-live messages).
 */
export function LiveMessagesProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const messages = useMemo(() => ({ ...intl.messages, ...liveCatalogue(locale) }), [intl.messages, locale]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={providedMessages(messages)}>
      {children}
    </IntlProvider>
  );
}
