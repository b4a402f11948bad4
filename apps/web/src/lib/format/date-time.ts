import type { MessageLocale } from '@kupa/domain';
import { intlLocaleOf } from '../i18n/intl-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: MessageLocale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      timeZone,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

interface ShownParts {
  weekday: string;
  /** DD/MM/YYYY */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
  /** The locale's separator after the weekday (", " or the Arabic "، "). */
  separator: string;
}

function partsOf(instant: Date, locale: MessageLocale, timeZone: string): ShownParts {
  const parts = formatter(locale, timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdayAt = parts.findIndex((p) => p.type === 'weekday');
  const after = parts[weekdayAt + 1];
  const separator = after?.type === 'literal' && after.value.includes('،') ? '، ' : ', ';
  return {
    weekday: value('weekday'),
    date: `${value('day')}/${value('month')}/${value('year')}`,
    time: `${value('hour')}:${value('minute')}`,
    separator,
  };
}

/** The start of a presentation as the spec's display: weekday, DD/MM/YYYY, HH:mm in the venue's zone (spec 9). */
export function formatShowDateTime(instant: Date | string, locale: MessageLocale, timeZone: string): string {
  const p = partsOf(new Date(instant), locale, timeZone);
  return `${p.weekday}${p.separator}${p.date}${p.separator}${p.time}`;
}

/** HH:mm in the venue's zone. */
export function formatShowTime(instant: Date | string, locale: MessageLocale, timeZone: string): string {
  return partsOf(new Date(instant), locale, timeZone).time;
}

/** A business date ("YYYY-MM-DD", already local) as "weekday, DD/MM/YYYY"; no zone shift can move it. */
export function formatBusinessDate(localDate: string, locale: MessageLocale): string {
  const [y, m, d] = localDate.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  const p = partsOf(noonUtc, locale, 'UTC');
  return `${p.weekday}${p.separator}${p.date}`;
}
