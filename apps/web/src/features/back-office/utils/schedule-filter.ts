import { SCHEDULE_STATUS_FILTERS, ScheduleQuerySchema, type ScheduleStatusFilter } from '@kupa/contracts';
import type { LocalDate } from '@kupa/domain';
import type { QueryValue } from '../../../lib/api/api-client';

/** The schedule list's filters as the address and the filter bar hold them (text; empty: not narrowed). */
export interface ScheduleFilter {
  from: string;
  to: string;
  featureId: string;
  venueId: string;
  status: ScheduleStatusFilter;
  q: string;
}

export type ScheduleFilterField = keyof ScheduleFilter;

/** The days the list covers when no last date is chosen. */
export const DEFAULT_LIST_DAYS = 31;

const FIELDS: readonly ScheduleFilterField[] = ['from', 'to', 'featureId', 'venueId', 'status', 'q'];

/** No narrowing: every showtime from today over DEFAULT_LIST_DAYS. */
export function noScheduleFilter(today: LocalDate): ScheduleFilter {
  return { from: today, to: '', featureId: '', venueId: '', status: 'all', q: '' };
}

/** The filters an address carries (?from=&to=&featureId=&venueId=&status=&q=); what it leaves out is not narrowed. */
export function scheduleFilterOf(params: URLSearchParams, today: LocalDate): ScheduleFilter {
  const status = params.get('status');
  return {
    ...noScheduleFilter(today),
    from: params.get('from') ?? today,
    to: params.get('to') ?? '',
    featureId: params.get('featureId') ?? '',
    venueId: params.get('venueId') ?? '',
    status: SCHEDULE_STATUS_FILTERS.find((s) => s === status) ?? 'all',
    q: params.get('q') ?? '',
  };
}

/** The address's parameters with these filters: the others (business, lang) kept, the unnarrowed ones left out. */
export function withScheduleFilter(params: URLSearchParams, filter: ScheduleFilter, today: LocalDate): URLSearchParams {
  const next = new URLSearchParams(params);
  const unnarrowed = noScheduleFilter(today);
  for (const field of FIELDS) {
    const value = filter[field].trim();
    if (value === unnarrowed[field] || value === '') next.delete(field);
    else next.set(field, value);
  }
  return next;
}

/** The list call's query for the filters: to or else DEFAULT_LIST_DAYS, and only what narrows. */
export function scheduleQueryOf(filter: ScheduleFilter): Record<string, QueryValue> {
  const to = filter.to.trim();
  return {
    from: filter.from.trim(),
    to: to || undefined,
    days: to ? undefined : DEFAULT_LIST_DAYS,
    featureId: filter.featureId || undefined,
    venueId: filter.venueId || undefined,
    status: filter.status === 'all' ? undefined : filter.status,
    q: filter.q.trim() || undefined,
  };
}

/** The first filter the list call would refuse (its contract's rules), null when the call can be made. */
export function scheduleFilterProblem(filter: ScheduleFilter): ScheduleFilterField | null {
  const query = Object.fromEntries(Object.entries(scheduleQueryOf(filter)).filter(([, v]) => v !== undefined && v !== ''));
  const result = ScheduleQuerySchema.safeParse(query);
  if (result.success) return null;
  const field = result.error.issues[0]?.path[0];
  return FIELDS.find((f) => f === field) ?? 'from';
}
