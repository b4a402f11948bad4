import type { MessageLocale } from '@kupa/domain';
import { formatShowDateTime } from '../../../lib/format/date-time';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

/**
 * A presentation's start as the server sends it on the e-ticket ("YYYY-MM-DD HH:mm", already the venue's local
 * time) in the spec's display: weekday, DD/MM/YYYY, HH:mm. Read as UTC and shown in UTC so no zone can shift it.
 * Text that is not a local date and time is shown as it came.
 */
export function formatLocalShowDateTime(localDateTime: string, locale: MessageLocale): string {
  const match = LOCAL_DATE_TIME.exec(localDateTime.trim());
  if (!match) return localDateTime;
  return formatShowDateTime(`${match[1] ?? ''}T${match[2] ?? ''}:00Z`, locale, 'UTC');
}
