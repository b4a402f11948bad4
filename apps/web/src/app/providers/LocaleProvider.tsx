import { directionOf, type MessageLocale } from '@kupa/domain';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogue } from '../../i18n/en';
import { intlLocaleOf } from '../../lib/i18n/intl-locale';
import { LocaleContext } from '../../lib/i18n/locale-context';
import { bundledCatalogue, loadCatalogue } from '../../lib/i18n/messages';
import { providedMessages } from '../../lib/i18n/provided-messages';
import { BootFallback } from '../routes/BootFallback';

interface LocaleProviderProps {
  locale: MessageLocale;
  linkLang: MessageLocale | null;
  children: ReactNode;
}

/** Messages, formatting locale and <html lang dir> for one locale; partial catalogues load on demand. */
export function LocaleProvider({ locale, linkLang, children }: LocaleProviderProps) {
  const [loaded, setLoaded] = useState<{ locale: MessageLocale; messages: Catalogue } | null>(null);
  const messages = bundledCatalogue(locale) ?? (loaded?.locale === locale ? loaded.messages : undefined);

  useEffect(() => {
    if (bundledCatalogue(locale)) return;
    let current = true;
    loadCatalogue(locale).then(
      (m) => {
        if (current) setLoaded({ locale, messages: m });
      },
      (error: unknown) => {
        console.error(`Could not load the ${locale} messages`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  if (!messages) return <BootFallback />;
  return (
    <LocaleContext.Provider value={{ locale, linkLang }}>
      <IntlProvider locale={intlLocaleOf(locale)} defaultLocale="en-IL" messages={providedMessages(messages)}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
