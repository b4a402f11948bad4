import { DEFAULT_LOCALE, type MessageLocale } from '@kupa/domain';
import { createContext, useContext } from 'react';

export interface LocaleInfo {
  locale: MessageLocale;
  /** The ?lang= value links must carry, or null when the URL had none (the default locale). */
  linkLang: MessageLocale | null;
}

export const LocaleContext = createContext<LocaleInfo>({ locale: DEFAULT_LOCALE, linkLang: null });

export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}
