import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab title to "<page> · Kupa" in the current language. */
export function useDocumentTitle(page: string): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.documentTitle' }, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
