import { localDateTimeOf, type MessageLocale } from '@kupa/domain';
import { formatBusinessDate, formatShowDateTime } from '../../../lib/format/date-time';
import { formatPrice } from '../../../lib/format/price';
import { intlLocaleOf } from '../../../lib/i18n/intl-locale';

/** How a figure of a staff table is shown and exported. */
export type CellKind = 'text' | 'integer' | 'percent' | 'ratio' | 'money' | 'date' | 'dateTime' | 'instant';
export type CellValue = string | number | null;

export interface FigureFormat {
  /** 11,168 */
  integer(n: number): string;
  /** A whole percentage as the server sends it (45 -> "45%"), never with decimals (spec 9). */
  percent(whole: number): string;
  /** The seat-taken ratio with exactly three decimals (spec 9): 0.1 -> "0.100". */
  ratio(n: number): string;
  /** Shekels as ILS with two decimals (spec 9). */
  money(shekels: number): string;
  /** A business date "YYYY-MM-DD" as "weekday, DD/MM/YYYY". */
  date(localDate: string): string;
  /** A local "YYYY-MM-DD HH:mm" as "weekday, DD/MM/YYYY, HH:mm" (no zone shift: it is local already). */
  dateTime(local: string): string;
  /** A UTC instant in the venue's zone, "weekday, DD/MM/YYYY, HH:mm". */
  instant(iso: string): string;
  /** Any cell by its kind; null shows as an empty cell. */
  cell(kind: CellKind, value: CellValue): string;
}

/** Number and date formatters of one page language and venue time zone (Intl, built once per pair). */
export function figureFormat(locale: MessageLocale, timeZone: string): FigureFormat {
  const tag = intlLocaleOf(locale);
  const integerFormat = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percentFormat = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const ratioFormat = new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const self: FigureFormat = {
    integer: (n) => integerFormat.format(n),
    percent: (whole) => percentFormat.format(Math.round(whole) / 100),
    ratio: (n) => ratioFormat.format(n),
    money: (shekels) => formatPrice(shekels, locale),
    date: (localDate) => formatBusinessDate(localDate, locale),
    dateTime: (local) => {
      const [date = '', time = ''] = local.split(' ');
      return time ? `${formatBusinessDate(date, locale)}, ${time}` : formatBusinessDate(date, locale);
    },
    instant: (iso) => formatShowDateTime(iso, locale, timeZone),
    cell: (kind, value) => {
      if (value === null || value === '') return '';
      if (typeof value === 'string') {
        if (kind === 'date') return self.date(value);
        if (kind === 'dateTime') return self.dateTime(value);
        if (kind === 'instant') return self.instant(value);
        return value;
      }
      switch (kind) {
        case 'percent':
          return self.percent(value);
        case 'ratio':
          return self.ratio(value);
        case 'money':
          return self.money(value);
        case 'integer':
          return self.integer(value);
        default:
          return String(value);
      }
    },
  };
  return self;
}

/**
 * A cell as the CSV file carries it: numbers unformatted (no grouping, no currency or percent sign; money with two
 * decimals, the ratio with three), dates as the data format YYYY-MM-DD (HH:mm), instants in the venue's zone.
 */
export function csvCellValue(kind: CellKind, value: CellValue, timeZone: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'money') return value.toFixed(2);
    if (kind === 'ratio') return value.toFixed(3);
    return String(value);
  }
  if (kind === 'instant') {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : localDateTimeOf(instant, timeZone);
  }
  return value;
}
