import { type LocalDate } from '../time-zone';

/**
 * Which date a reference-prompt history filters on (spec 7 dateType): 1 the sale date (the local date the order
 * was placed), 2 the presentation's business date. The default is 2 (spec 9: history default dateType 2).
 */
export const REFERENCE_DATE_TYPES = { saleDate: 1, presentationDate: 2 } as const;
export type ReferenceDateType = (typeof REFERENCE_DATE_TYPES)[keyof typeof REFERENCE_DATE_TYPES];

/**
 * How finely reference-prompt sales are grouped (spec 7 detailLevel): 1 per agent option (price policy and
 * Reference1), 2 per option and feature, 3 per option and presentation. The default is 1 (spec 9).
 * The ticket-sales view lists one row per order at level 1 and one row per ticket at levels 2 and 3.
 */
export const REFERENCE_DETAIL_LEVELS = { option: 1, feature: 2, presentation: 3 } as const;
export type ReferenceDetailLevel = (typeof REFERENCE_DETAIL_LEVELS)[keyof typeof REFERENCE_DETAIL_LEVELS];

export interface ReferenceHistoryFilter {
  startDate: LocalDate;
  endDate: LocalDate;
  dateType: ReferenceDateType;
  detailLevel: ReferenceDetailLevel;
}

/** The same day one calendar month earlier, clamped to the end of a shorter month (31 March -> 28 or 29 February). */
export function oneMonthBefore(date: LocalDate): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * Fills what a reference-prompt history request left out (spec 9: history default is the last month, dateType 2,
 * detailLevel 1). "The last month" is the month up to and including today: one calendar month before today to today.
 */
export function withHistoryDefaults(
  today: LocalDate,
  given: {
    startDate?: LocalDate | undefined;
    endDate?: LocalDate | undefined;
    dateType?: ReferenceDateType | undefined;
    detailLevel?: ReferenceDetailLevel | undefined;
  },
): ReferenceHistoryFilter {
  const endDate = given.endDate ?? (given.startDate && given.startDate > today ? given.startDate : today);
  return {
    startDate: given.startDate ?? oneMonthBefore(endDate),
    endDate,
    dateType: given.dateType ?? REFERENCE_DATE_TYPES.presentationDate,
    detailLevel: given.detailLevel ?? REFERENCE_DETAIL_LEVELS.option,
  };
}
