import type { IntlConfig } from 'react-intl';

/**
 * react-intl types `messages` as a catalogue of every typed id: the site's and the staff dashboard's. A provider
 * holds only some of them (the site's catalogue; the dashboard adds its own in LiveMessagesProvider), so the
 * catalogues are handed over through this one, documented cast.
 */
export function providedMessages(messages: Readonly<Record<string, unknown>>): IntlConfig['messages'] {
  return messages as IntlConfig['messages'];
}
