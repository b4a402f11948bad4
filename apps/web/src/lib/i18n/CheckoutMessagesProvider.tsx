import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { checkoutCatalogue } from '../../i18n/checkout/checkout-catalogue';
import { useLocale } from './locale-context';
import { providedMessages } from './provided-messages';

/**
 * Adds the checkout's and the e-ticket's messages to the site's. They ship in those pages' lazy chunks, so the
 * listing's first download does not carry them (like kupa-live's, see LiveMessagesProvider).
 */
export function CheckoutMessagesProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const messages = useMemo(() => ({ ...intl.messages, ...checkoutCatalogue(locale) }), [intl.messages, locale]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={providedMessages(messages)}>
      {children}
    </IntlProvider>
  );
}

/** A page component rendered inside CheckoutMessagesProvider (for the router's lazy routes). */
export function withCheckoutMessages(Page: ComponentType): ComponentType {
  const WithCheckoutMessages = () => (
    <CheckoutMessagesProvider>
      <Page />
    </CheckoutMessagesProvider>
  );
  return WithCheckoutMessages;
}
