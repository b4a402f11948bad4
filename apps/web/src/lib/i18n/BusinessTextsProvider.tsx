import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { getBusinessTexts, withBusinessTexts } from './business-texts';
import { useLocale } from './locale-context';
import { providedMessages } from './provided-messages';

/**
 * The pages of one business show its own texts (ADR 0017): the overrides it saved in the back office replace the
 * bundled messages below this provider. Read on every visit (no staleness), so a save shows at once; until they
 * arrive, or when they cannot be read, the bundled texts are shown.
 */
export function BusinessTextsProvider({ businessId, children }: { businessId: number; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useQuery({
    queryKey: ['business-texts', businessId, locale],
    queryFn: ({ signal }) => getBusinessTexts(businessId, locale, signal),
    staleTime: 0,
    retry: false,
  });
  const messages = useMemo(() => (data ? withBusinessTexts(intl.messages, data) : intl.messages), [data, intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={providedMessages(messages)}>
      {children}
    </IntlProvider>
  );
}
