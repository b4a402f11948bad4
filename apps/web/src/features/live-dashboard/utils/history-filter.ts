import {
  checkDateRange,
  REFERENCE_DATE_TYPES,
  REFERENCE_DETAIL_LEVELS,
  withHistoryDefaults,
  type DateRangeProblem,
  type ReferenceHistoryFilter,
} from '@kupa/domain';
import { readChoiceParam, readDateParam, readIdParam } from './url-params';

export const DATE_TYPES = [REFERENCE_DATE_TYPES.saleDate, REFERENCE_DATE_TYPES.presentationDate] as const;
export const DETAIL_LEVELS = [
  REFERENCE_DETAIL_LEVELS.option,
  REFERENCE_DETAIL_LEVELS.feature,
  REFERENCE_DETAIL_LEVELS.presentation,
] as const;

export const HISTORY_PARAMS = {
  from: 'from',
  to: 'to',
  dateType: 'dateType',
  detailLevel: 'detailLevel',
  ticketId: 'ticketId',
  featureId: 'featureId',
  featureCategoryId: 'featureCategoryId',
} as const;

export interface HistoryView extends ReferenceHistoryFilter {
  /** Only this ticket type (price policy), from an agent row's links. */
  ticketId: number | null;
  featureId: number | null;
  featureCategoryId: number | null;
  problem: DateRangeProblem | null;
}

/**
 * The filter of the reference-prompt history views from the URL, with the spec's defaults for what it leaves out
 * (spec 9: the last month up to today, dateType 2 = presentation date, detailLevel 1 = per option). "Today" is the
 * server's, in the venue's zone.
 */
export function parseHistoryView(params: URLSearchParams, today: string): HistoryView {
  const filter = withHistoryDefaults(today, {
    startDate: readDateParam(params, HISTORY_PARAMS.from, undefined),
    endDate: readDateParam(params, HISTORY_PARAMS.to, undefined),
    dateType: readChoiceParam(params, HISTORY_PARAMS.dateType, DATE_TYPES, REFERENCE_DATE_TYPES.presentationDate),
    detailLevel: readChoiceParam(params, HISTORY_PARAMS.detailLevel, DETAIL_LEVELS, REFERENCE_DETAIL_LEVELS.option),
  });
  return {
    ...filter,
    ticketId: readIdParam(params, HISTORY_PARAMS.ticketId),
    featureId: readIdParam(params, HISTORY_PARAMS.featureId),
    featureCategoryId: readIdParam(params, HISTORY_PARAMS.featureCategoryId),
    problem: checkDateRange(filter.startDate, filter.endDate),
  };
}
