import type { CustomerInfoView } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { CUSTOMER_QUERY_KEY } from '../features/checkout/member-login/hooks/use-customer';
import { checkoutEn } from '../i18n/checkout/en';
import { checkoutHe } from '../i18n/checkout/he';
import { en } from '../i18n/en';
import { he } from '../i18n/he';
import { liveCatalogue } from '../i18n/live/live-catalogue';
import { LocaleContext } from '../lib/i18n/locale-context';
import { providedMessages } from '../lib/i18n/provided-messages';

/**
 * Test support (never imported by the app): renders a component as the app would — its language's messages, the
 * locale, a query client that already knows who is logged in (so no request asks) — for Testing Library tests.
 */
export function renderWithKupa(
  ui: ReactElement,
  options: { locale?: MessageLocale; customer?: CustomerInfoView | null; staff?: boolean } = {},
): RenderResult & { queryClient: QueryClient } {
  const locale = options.locale ?? 'en';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(CUSTOMER_QUERY_KEY, options.customer ?? null);
  // The staff screens (kupa-live, the back office) add their own catalogue, as LiveMessagesProvider does.
  const staffMessages = options.staff ? liveCatalogue(locale) : {};
  const messages = locale === 'he' ? { ...he, ...checkoutHe, ...staffMessages } : { ...en, ...checkoutEn, ...staffMessages };
  // A wrapper, so that rerender keeps the providers around the new element.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <LocaleContext.Provider value={{ locale, linkLang: null }}>
        <IntlProvider locale={locale} messages={providedMessages(messages)}>
          <div dir={locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr'}>{children}</div>
        </IntlProvider>
      </LocaleContext.Provider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, queryClient };
}
