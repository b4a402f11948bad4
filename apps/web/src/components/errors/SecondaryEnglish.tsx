import { FormattedMessage, IntlProvider } from 'react-intl';
import type { MessageKey } from '../../i18n/en';
import { useLocale } from '../../lib/i18n/locale-context';
import { englishMessages } from '../../lib/i18n/messages';
import { providedMessages } from '../../lib/i18n/provided-messages';

/** The English wording under a translated title (404 and error pages), so the spec's sentence is always present. */
export function SecondaryEnglish({ id }: { id: MessageKey }) {
  const { locale } = useLocale();
  if (locale === 'en') return null;
  return (
    <IntlProvider locale="en-IL" messages={providedMessages(englishMessages)}>
      <p className="status-page__english" lang="en" dir="ltr">
        <FormattedMessage id={id} />
      </p>
    </IntlProvider>
  );
}
